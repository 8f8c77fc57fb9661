import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebCall } from '../src/index';
import { createFakeCallFactory, type FakeCallObject } from '../src/testing/index';
import { ALLOWED_TRANSITIONS, createManualClock, flush, PUBLIC_KEY, watchTransitions } from './support';

type Step =
  | { kind: 'start' }
  | { kind: 'start-abortable' }
  | { kind: 'abort-last' }
  | { kind: 'stop' }
  | { kind: 'end' }
  | { kind: 'remote-leave' }
  | { kind: 'fatal-error' }
  | { kind: 'listening' }
  | { kind: 'audio'; level: number }
  | { kind: 'track' }
  | { kind: 'advance'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant<Step>({ kind: 'start' }), weight: 3 },
  fc.constant<Step>({ kind: 'start-abortable' }),
  fc.constant<Step>({ kind: 'abort-last' }),
  fc.constant<Step>({ kind: 'stop' }),
  fc.constant<Step>({ kind: 'end' }),
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

describe('random start / stop / abort / end sequences', () => {
  it('never leave a call object undestroyed, a listener attached, a timer pending or two instances alive, nor skip a state', async () => {
    await fc.assert(
      fc.asyncProperty(environment, fc.array(step, { minLength: 5, maxLength: 40 }), async (env, steps) => {
        document.body.innerHTML = '';
        const clock = createManualClock();
        const schedule = (callback: () => void, ms: number) => clock.setTimeout(callback, ms);
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
        const call = new WebCall({
          publicKey: PUBLIC_KEY,
          createCallObject: factory.createCallObject,
          fetch,
          clock,
          isMobile: () => env.mobile,
          logger: { warn: () => {} },
        });
        const transitions = watchTransitions(call);
        const duplicates: string[] = [];
        call.on('error', (event) => {
          if (event.error.message.includes('Duplicate')) duplicates.push(event.error.message);
        });
        // Every end of an active call — stop, end, a left room, a fatal Daily error — is call-end followed by
        // exactly one ended status (the fake platform never sends one itself).
        const endings: string[] = [];
        let successes = 0;
        call.on('call-start-success', () => successes++);
        call.on('call-end', () => endings.push('call-end'));
        call.on('message', (message) => {
          if (message.type === 'status-update' && message.status === 'ended') endings.push('ended');
        });
        const controllers: AbortController[] = [];
        const pending: Promise<unknown>[] = [];
        const current = (): FakeCallObject | undefined => factory.live().at(-1);

        for (const s of steps) {
          switch (s.kind) {
            case 'start':
              pending.push(call.start({ assistantId: 'a' }));
              break;
            case 'start-abortable': {
              const controller = new AbortController();
              controllers.push(controller);
              pending.push(call.start({ assistantId: 'a' }, { signal: controller.signal }));
              break;
            }
            case 'abort-last':
              controllers.at(-1)?.abort();
              break;
            case 'stop':
              pending.push(call.stop());
              break;
            case 'end':
              pending.push(call.end());
              break;
            case 'remote-leave':
              if (current()?.meetingState() === 'joined-meeting')
                pending.push(current()?.leave() ?? Promise.resolve());
              break;
            case 'fatal-error':
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
        }

        // Drain: let every delay elapse, then end whatever is still running.
        for (let i = 0; i < 6; i++) {
          clock.advance(31_000);
          await flush(2);
        }
        pending.push(call.stop());
        for (let i = 0; i < 3; i++) {
          clock.advance(31_000);
          await flush(2);
        }
        await Promise.all(pending);

        expect(call.state).toBe('idle');
        expect(transitions.filter((transition) => !ALLOWED_TRANSITIONS.includes(transition))).toEqual([]);
        expect(transitions.filter((transition) => transition === 'connecting→active')).toHaveLength(
          successes,
        );
        expect(call.getSnapshot().speaking).toBe(false);
        expect(factory.live()).toEqual([]);
        for (const instance of factory.instances) {
          expect(instance.listenerCount()).toBe(0);
          expect(instance.destroyCount).toBe(1);
        }
        expect(duplicates).toEqual([]);
        const ended = endings.filter((name) => name === 'call-end').length;
        expect(endings).toEqual(Array.from({ length: ended }, () => ['call-end', 'ended']).flat());
        expect(ended).toBe(successes);
        expect(document.querySelectorAll('audio')).toHaveLength(0);
        expect(clock.pending()).toBe(0);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
