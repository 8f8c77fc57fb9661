import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebCall } from '../src/index';
import { createFakeCallFactory, type FakeCallObject } from '../src/testing/index';
import { ALLOWED_TRANSITIONS, createManualClock, flush, PUBLIC_KEY, watchTransitions } from './support';

type Step =
  | { kind: 'start'; call: number }
  | { kind: 'start-abortable'; call: number }
  | { kind: 'abort-last' }
  | { kind: 'stop'; call: number }
  | { kind: 'end'; call: number }
  | { kind: 'remote-leave' }
  | { kind: 'fatal-error' }
  | { kind: 'listening' }
  | { kind: 'audio'; level: number }
  | { kind: 'track' }
  | { kind: 'advance'; ms: number };

/** Steps on `count` WebCalls of one page (`call` picks which). */
const stepOn = (count: number): fc.Arbitrary<Step> => {
  const call = fc.integer({ min: 0, max: count - 1 });
  return fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('start' as const), call }), weight: 3 },
    fc.record({ kind: fc.constant('start-abortable' as const), call }),
    fc.constant<Step>({ kind: 'abort-last' }),
    { arbitrary: fc.record({ kind: fc.constant('stop' as const), call }), weight: 2 },
    fc.record({ kind: fc.constant('end' as const), call }),
    fc.constant<Step>({ kind: 'remote-leave' }),
    fc.constant<Step>({ kind: 'fatal-error' }),
    fc.constant<Step>({ kind: 'listening' }),
    fc.constant<Step>({ kind: 'track' }),
    fc.record({ kind: fc.constant('audio' as const), level: fc.double({ min: 0, max: 0.3, noNaN: true }) }),
    // Weighted: a start needs a few clock steps to become active, and the mid-call steps matter only then.
    {
      arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 1500 }) }),
      weight: 8,
    },
  );
};

const environment = fc.record({
  apiDelay: fc.integer({ min: 0, max: 400 }),
  apiStatus: fc.constantFrom(201, 201, 201, 201, 201, 400, 500),
  createDelay: fc.integer({ min: 0, max: 400 }),
  joinDelay: fc.integer({ min: 0, max: 400 }),
  destroyDelay: fc.integer({ min: 0, max: 50 }),
  failCreate: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  // Failures are less likely than successes, so that enough starts reach an active call.
  failJoin: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  failObserver: fc.boolean(),
  failInputSettings: fc.boolean(),
  mobile: fc.boolean(),
});

// A new seed on every run would let a rare sequence, or a thin share of honoured calls, fail a CI run at random;
// one seed replays the same sequences everywhere. FC_SEED=<number> explores others.
const SEED = Number(process.env.FC_SEED) || 20_261_127;

describe('random start / stop / abort / end sequences', () => {
  it.each([1, 2])(
    'on %i WebCall(s) of one page: never two call objects alive, the last intent honoured, nothing left behind',
    async (count) => {
      // How many runs ended with a call the last intent asked for, checked exactly: the property must not hold
      // only because every run was disturbed.
      let honouredCalls = 0;
      await fc.assert(
        fc.asyncProperty(
          environment,
          fc.array(stepOn(count), { minLength: 5, maxLength: 40 }),
          async (env, steps) => {
            document.body.innerHTML = '';
            const clock = createManualClock();
            const schedule = (callback: () => void, ms: number) => clock.setTimeout(callback, ms);
            // One factory is one page: like daily-js, it refuses a second live call object.
            const factory = createFakeCallFactory({
              createDelay: env.createDelay,
              failCreate: env.failCreate ? true : undefined,
              delays: { join: env.joinDelay, destroy: env.destroyDelay },
              failOn: {
                ...(env.failJoin && { join: 'join failed' }),
                ...(env.failObserver && { observer: true }),
                ...(env.failInputSettings && { updateInputSettings: true }),
              },
              setTimeout: schedule,
            });
            const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
              new Promise<Response>((resolve, reject) => {
                const signal = input instanceof Request ? input.signal : init?.signal;
                const handle = clock.setTimeout(() => {
                  const body =
                    env.apiStatus === 201
                      ? { id: 'call', webCallUrl: 'https://r.daily.co/x' }
                      : { message: 'no' };
                  resolve(new Response(JSON.stringify(body), { status: env.apiStatus }));
                }, env.apiDelay);
                signal?.addEventListener('abort', () => {
                  clock.clearTimeout(handle);
                  reject(signal.reason);
                });
              });
            const calls = Array.from(
              { length: count },
              () =>
                new WebCall({
                  publicKey: PUBLIC_KEY,
                  createCallObject: factory.createCallObject,
                  fetch,
                  clock,
                  isMobile: () => env.mobile,
                  logger: { warn: () => {} },
                }),
            );
            const duplicates: string[] = [];
            let successes = 0;
            // Every end of an active call — stop, end, a left room, a fatal Daily error, a newer start on another
            // WebCall — is call-end followed by exactly one ended status (the fake platform never sends one).
            const endings: string[][] = calls.map(() => []);
            const transitions = calls.map((call, index) => {
              call.on('error', (event) => {
                if (event.error.message.includes('Duplicate')) duplicates.push(event.error.message);
              });
              call.on('call-start-success', () => successes++);
              call.on('call-end', ({ reason }) => endings[index]?.push(`call-end:${reason}`));
              call.on('message', (message) => {
                if (message.type === 'status-update' && message.status === 'ended')
                  endings[index]?.push('ended');
              });
              return watchTransitions(call);
            });
            const controllers: AbortController[] = [];
            const pending: Promise<unknown>[] = [];
            const current = (): FakeCallObject | undefined => factory.live().at(-1);
            // The page's last intent: the WebCall whose start came last and was not stopped since. A failure of the
            // environment or of the room (left, fatal error, an aborted signal) may end it: the check is then weaker.
            let wanted: number | undefined;
            let disturbed = env.failCreate || env.failJoin || env.apiStatus !== 201;

            for (const s of steps) {
              switch (s.kind) {
                case 'start':
                  wanted = s.call;
                  pending.push(calls[s.call]?.start({ assistantId: 'a' }) ?? Promise.resolve());
                  break;
                case 'start-abortable': {
                  const controller = new AbortController();
                  controllers.push(controller);
                  wanted = s.call;
                  pending.push(
                    calls[s.call]?.start({ assistantId: 'a' }, { signal: controller.signal }) ??
                      Promise.resolve(),
                  );
                  break;
                }
                case 'abort-last':
                  if (controllers.length) disturbed = true;
                  controllers.at(-1)?.abort();
                  break;
                case 'stop':
                case 'end':
                  if (wanted === s.call) wanted = undefined;
                  pending.push(
                    (s.kind === 'stop' ? calls[s.call]?.stop() : calls[s.call]?.end()) ?? Promise.resolve(),
                  );
                  break;
                case 'remote-leave':
                  if (current()?.meetingState() === 'joined-meeting') {
                    disturbed = true;
                    pending.push(current()?.leave() ?? Promise.resolve());
                  }
                  break;
                case 'fatal-error':
                  if (current()) disturbed = true;
                  current()?.emitFatalError();
                  break;
                case 'listening':
                  if (current()?.meetingState() === 'joined-meeting') current()?.emitAppMessage('listening');
                  break;
                case 'audio':
                  current()?.emitAudioLevels(s.level);
                  break;
                case 'track':
                  current()?.emitTrackStarted();
                  break;
                case 'advance':
                  clock.advance(s.ms);
                  break;
              }
              await flush(2);
              expect(factory.live().length).toBeLessThanOrEqual(1);
            }

            // Let every delay elapse (in steps, so that no timeout fires before the answer it bounds is read): the
            // page settles on its last intent.
            for (let i = 0; i < 12; i++) {
              clock.advance(500);
              await flush(3);
            }
            const states = calls.map((call) => call.state);
            // With preemption, only the WebCall started last can hold a call.
            expect(states.filter((state) => state !== 'idle').length).toBeLessThanOrEqual(1);
            if (!disturbed) {
              expect(states).toEqual(calls.map((_, index) => (index === wanted ? 'active' : 'idle')));
              if (wanted !== undefined) honouredCalls++;
            }

            // Then end whatever is still running.
            for (const call of calls) pending.push(call.stop());
            for (let i = 0; i < 3; i++) {
              clock.advance(31_000);
              await flush(2);
            }
            await Promise.all(pending);

            for (const [index, call] of calls.entries()) {
              expect(call.state).toBe('idle');
              expect(
                transitions[index]?.filter((transition) => !ALLOWED_TRANSITIONS.includes(transition)),
              ).toEqual([]);
              expect(call.getSnapshot().speaking).toBe(false);
              // Each end once; the visitor's own hang-up, and only it, followed by the customer's ended status.
              expect(endings[index]).toEqual(
                endings[index]
                  ?.filter((name) => name.startsWith('call-end'))
                  .flatMap((name) => (name === 'call-end:local' ? [name, 'ended'] : [name])),
              );
            }
            const activations = transitions.flat().filter((transition) => transition === 'connecting→active');
            expect(activations).toHaveLength(successes);
            expect(endings.flat().filter((name) => name.startsWith('call-end'))).toHaveLength(successes);
            expect(factory.live()).toEqual([]);
            for (const instance of factory.instances) {
              expect(instance.listenerCount()).toBe(0);
              expect(instance.destroyCount).toBe(1);
            }
            expect(duplicates).toEqual([]);
            expect(document.querySelectorAll('audio')).toHaveLength(0);
            expect(clock.pending()).toBe(0);
          },
        ),
        { numRuns: 100, seed: SEED },
      );
      expect(honouredCalls).toBeGreaterThan(10);
    },
    90_000,
  );
});
