import { describe, expect, it } from 'vitest';
import { createCallSessions, type EmitWebCallEvent } from '../src/call-session';
import { createCallStore } from '../src/call-state';
import { abortError } from '../src/errors';
import type { WebCallEventName } from '../src/index';
import { createFakeCallFactory, type FakeCallObject } from '../src/testing/index';
import { flush, PUBLIC_KEY } from './support';

// Sessions lease the page's call object: every test releases every session it opens.

const target = { assistantId: 'asst_1' } as const;

/** The sessions of one would-be WebCall, on a fake factory, with every emitted event and warning recorded. */
function setup() {
  const factory = createFakeCallFactory();
  const store = createCallStore();
  const events: { name: WebCallEventName; payload: unknown }[] = [];
  const emit: EmitWebCallEvent = (name, ...args) => {
    events.push({ name, payload: args[0] });
  };
  const warnings: unknown[][] = [];
  const sessions = createCallSessions(
    { publicKey: PUBLIC_KEY, createCallObject: factory.createCallObject, isMobile: () => false },
    store,
    emit,
    (...args) => warnings.push(args),
  );
  const names = () => events.map((event) => event.name);
  return { factory, store, events, names, warnings, sessions };
}

describe('createCallSessions', () => {
  it('a session is not begun when opened; begun, it runs every stage to an active call on its own call object', async () => {
    const { factory, store, names, sessions } = setup();
    const session = sessions.open(target, {}, () => {});
    expect(names()).toEqual([]);
    expect(store.getSnapshot().state).toBe('idle');
    const response = await session.begin();
    expect(response).toMatchObject({ id: expect.any(String) });
    expect(store.getSnapshot()).toMatchObject({ state: 'active', callId: response?.id });
    expect(factory.live()).toEqual([session.callObject]);
    expect(names()).toContain('call-start-success');
    expect(session.ended).toBeUndefined();
    session.end(abortError('The call was stopped.'));
    await session.release();
  });

  it('ending an active call removes its audio, resets speaking and the levels, and reports call-end and the ended status once', async () => {
    const { factory, store, events, names, sessions } = setup();
    const session = sessions.open(target, {}, () => {});
    await session.begin();
    const fake = session.callObject as FakeCallObject;
    fake.emitTrackStarted();
    fake.emitAudioLevels(0.8);
    fake.emitLocalAudioLevel(0.4);
    expect(session.players.list()).toHaveLength(1);
    expect(sessions.volume()).toBeGreaterThan(0);
    const before = events.length;
    session.end(abortError('The call was stopped.'));
    session.end(abortError('The call was stopped.'));
    expect(session.ended).toBe(true);
    expect(names().slice(before)).toEqual([
      'speech-end',
      'remote-audio-end',
      'volume-level',
      'local-volume-level',
      'call-end',
      'message',
    ]);
    expect(events.at(-1)?.payload).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(sessions.volume()).toBe(0);
    expect(session.players.list()).toEqual([]);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(store.getSnapshot()).toMatchObject({ state: 'idle', speaking: false, muted: false });
    // The destroy is under way but, like Daily's, settles later; release() resolves once it did.
    await session.release();
    expect(factory.live()).toEqual([]);
    expect(fake.listenerCount()).toBe(0);
  });

  it('the platform reporting the end itself means no synthetic ended status', async () => {
    const { names, sessions } = setup();
    const session = sessions.open(target, {}, () => {});
    await session.begin();
    const fake = session.callObject as FakeCallObject;
    fake.emitAppMessage({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    session.end(abortError('The call was stopped.'));
    expect(names().filter((name) => name === 'message')).toHaveLength(1);
    expect(names().at(-1)).toBe('call-end');
    await session.release();
  });

  it('ending a start in progress aborts it: call-start-failed (aborted), no call-end, nothing left behind', async () => {
    const { factory, store, events, names, sessions } = setup();
    const session = sessions.open(target, {}, () => {});
    const begun = session.begin();
    session.end(abortError('The call was stopped.'));
    expect(await begun).toBeNull();
    expect(session.ended).toBe(true);
    expect(names()).not.toContain('call-end');
    expect(events.find((event) => event.name === 'call-start-failed')?.payload).toMatchObject({
      aborted: true,
    });
    expect(names()).not.toContain('error');
    expect(store.getSnapshot().state).toBe('idle');
    await session.release();
    expect(factory.live()).toEqual([]);
  });

  it('a session ended before it began reports nothing and creates nothing', async () => {
    const { factory, names, sessions } = setup();
    const session = sessions.open(target, {}, () => {});
    session.end(abortError('The call was stopped.'));
    expect(await session.begin()).toBeNull();
    expect(session.ended).toBe(true);
    expect(names()).toEqual([]);
    await session.release();
    expect(factory.instances).toHaveLength(0);
  });

  it('a left room ends the call like a stop; send works only between the join and the end', async () => {
    const { factory, names, sessions } = setup();
    const session = sessions.open(target, {}, () => {});
    expect(session.send({ type: 'end-call' })).toBe(false);
    await session.begin();
    const fake = session.callObject as FakeCallObject;
    expect(session.send({ type: 'say', message: 'Hello' })).toBe(true);
    expect(fake.sentAppMessages).toContain(JSON.stringify({ type: 'say', message: 'Hello' }));
    await fake.leave();
    expect(session.ended).toBe(true);
    expect(names().slice(-2)).toEqual(['call-end', 'message']);
    await session.release();
    await flush();
    expect(factory.live()).toEqual([]);
  });

  it('a newer session preempts an older one of the page: the older one hears onPreempted', async () => {
    const first = setup();
    const second = setup();
    let preempted = 0;
    const older = first.sessions.open(target, {}, () => preempted++);
    await older.begin();
    const newer = second.sessions.open(target, {}, () => {});
    expect(preempted).toBe(1);
    older.end(abortError('The call was stopped.'));
    await older.release();
    expect(await newer.begin()).toMatchObject({ id: expect.any(String) });
    newer.end(abortError('The call was stopped.'));
    await newer.release();
  });
});
