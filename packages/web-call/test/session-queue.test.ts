import { describe, expect, it } from 'vitest';
import { createSessionQueue, type QueuedSession } from '../src/session-queue';
import { flush } from './support';

/** A session whose start and release settle when the test says so, recording what the queue asked of it. */
interface FakeSession extends QueuedSession<string> {
  readonly name: string;
  readonly calls: string[];
  succeed(): void;
  /** Ends the session the way a failed or aborted start does: begin resolves null. */
  fail(): void;
  released: boolean;
  onPreempted: () => void;
}

function fakeSession(name: string, log: string[]): FakeSession {
  let settle!: (response: string | null) => void;
  const begun = new Promise<string | null>((resolve) => (settle = resolve));
  let release: Promise<void> | undefined;
  const session: FakeSession = {
    name,
    calls: log,
    released: false,
    onPreempted: () => {},
    begin() {
      log.push(`${name}:begin`);
      return begun;
    },
    end(reason) {
      log.push(`${name}:end ${reason.name} ${reason.message}`);
    },
    release() {
      release ??= new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => {
        session.released = true;
        log.push(`${name}:released`);
      });
      return release;
    },
    succeed: () => settle(`${name}-response`),
    fail() {
      session.ended = true;
      settle(null);
    },
  };
  return session;
}

function setup() {
  const log: string[] = [];
  const queue = createSessionQueue<FakeSession, string>();
  const open = (name: string) => (onPreempted: () => void) => {
    const session = fakeSession(name, log);
    session.onPreempted = onPreempted;
    log.push(`${name}:open`);
    return session;
  };
  return { log, queue, open };
}

describe('createSessionQueue', () => {
  it('begins a session at once when none came before, and resolves its result', async () => {
    const { log, queue, open } = setup();
    const started = queue.start(open('a'));
    const a = queue.current();
    expect(a?.name).toBe('a');
    expect(log).toEqual(['a:open', 'a:begin']);
    a?.succeed();
    expect(await started).toBe('a-response');
    expect(a?.released).toBe(false);
  });

  it('skips a second start while a session is current: nothing is opened, it resolves null', async () => {
    const { log, queue, open } = setup();
    void queue.start(open('a'));
    expect(await queue.start(open('b'))).toBeNull();
    expect(log).toEqual(['a:open', 'a:begin']);
    expect(queue.current()?.name).toBe('a');
  });

  it('a session that ended on its own is no longer current, and a failed start resolves null once released', async () => {
    const { log, queue, open } = setup();
    const started = queue.start(open('a'));
    const a = queue.current() as FakeSession;
    a.fail();
    expect(queue.current()).toBeUndefined();
    expect(await started).toBeNull();
    expect(a.released).toBe(true);
    // The next start begins at once: an ended session has nothing left to wind down.
    void queue.start(open('b'));
    expect(log.slice(-2)).toEqual(['b:open', 'b:begin']);
  });

  it('stop ends the current session with an AbortError, then waits for its run and its release', async () => {
    const { log, queue, open } = setup();
    void queue.start(open('a'));
    const a = queue.current() as FakeSession;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    expect(log).toContain('a:end AbortError The call was stopped.');
    expect(queue.current()).toBeUndefined();
    await flush(2);
    expect(stopped).toBe(false);
    a.fail();
    await stopping;
    expect(a.released).toBe(true);
  });

  it('a start after a stop is never skipped: it begins once the stopped start wound down', async () => {
    const { log, queue, open } = setup();
    const first = queue.start(open('a'));
    const a = queue.current() as FakeSession;
    void queue.stop();
    const second = queue.start(open('b'));
    const b = queue.current() as FakeSession;
    expect(b.name).toBe('b');
    await flush(2);
    expect(log).not.toContain('b:begin');
    a.fail();
    expect(await first).toBeNull();
    await flush(1);
    expect(log.indexOf('b:begin')).toBeGreaterThan(log.indexOf('a:end AbortError The call was stopped.'));
    b.succeed();
    expect(await second).toBe('b-response');
  });

  it('stop with no current session still waits for the newest one to be released', async () => {
    const { queue, open } = setup();
    const started = queue.start(open('a'));
    const a = queue.current() as FakeSession;
    a.succeed();
    await started;
    // The call ended on its own (a left room): nothing to end, but its call object may still be destroyed.
    a.ended = true;
    await queue.stop();
    expect(a.calls).not.toContain('a:end AbortError The call was stopped.');
    expect(a.released).toBe(true);
  });

  it('a preempted session is stopped while it is current, and left alone once it is not', async () => {
    const { log, queue, open } = setup();
    void queue.start(open('a'));
    const a = queue.current() as FakeSession;
    a.onPreempted();
    expect(queue.current()).toBeUndefined();
    expect(log.filter((entry) => entry.startsWith('a:end'))).toHaveLength(1);
    a.onPreempted();
    expect(log.filter((entry) => entry.startsWith('a:end'))).toHaveLength(1);
    a.fail();
    await queue.stop();
  });
});
