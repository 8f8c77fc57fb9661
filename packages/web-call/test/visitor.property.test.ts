import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebCall } from '../src/index';
import { leaseCallObject } from '../src/lease-call-object';
import {
  createFakeCallFactory,
  createFakeMediaDevices,
  type FakeCallObject,
  type FakeMediaDevices,
} from '../src/testing/index';
import { ALLOWED_TRANSITIONS, createManualClock, PUBLIC_KEY, recordEvents, sinkPrototype } from './support';

/**
 * 0.3 as a visitor meets it, on random step lists: the microphone stage's outcomes, mute at any time, devices that
 * come and go, a speaker and a volume, audio the browser refuses, the platform's and the network's ends, noise
 * cancellation that fails, a quiet microphone, a connection that drops. One `WebCall` (and a second of the same page
 * that may preempt it), the fakes of `@clinic/web-call/testing`, a manual clock; `lifecycle.property.test.ts` covers
 * the 0.2 lifecycle of several `WebCall`s. FC_SEED / FC_RUNS explore further, FC_STATS=1 prints what the runs reached.
 */

const INPUTS = ['m1', 'm2', 'm3'] as const;
const OUTPUTS = ['s1', 's2'] as const;
type Outcome = 'granted' | 'denied' | 'not-found' | 'in-use';

type Step =
  | { kind: 'start' }
  | { kind: 'stop' }
  | { kind: 'end' }
  | { kind: 'mute'; muted: boolean }
  | { kind: 'input'; id: string }
  | { kind: 'output'; id: string }
  | { kind: 'volume'; volume: number }
  | { kind: 'resume'; gesture: boolean }
  | { kind: 'devices'; inputs: string[]; outputs: string[] }
  | { kind: 'mic-ended' }
  | { kind: 'mic-outcome'; outcome: Outcome }
  | { kind: 'ejected' }
  | { kind: 'network'; event: 'interrupted' | 'connected'; link: 'signaling' | 'sfu' | 'peer-to-peer' }
  | { kind: 'connection-lost' }
  | { kind: 'fatal' }
  | { kind: 'remote-leave' }
  | { kind: 'nc-fails' }
  | { kind: 'track'; participant: string }
  | { kind: 'track-stopped'; participant: string }
  | { kind: 'local-level'; level: number }
  | { kind: 'remote-level'; level: number }
  | { kind: 'inputs'; first: string; second: string }
  | { kind: 'quiet'; ms: number }
  | { kind: 'other-start' }
  | { kind: 'other-stop' }
  | { kind: 'advance'; ms: number };

const participant = fc.constantFrom('assistant-session', 'assistant-2');
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant<Step>({ kind: 'start' }), weight: 3 },
  fc.constant<Step>({ kind: 'stop' }),
  fc.constant<Step>({ kind: 'end' }),
  { arbitrary: fc.record({ kind: fc.constant('mute' as const), muted: fc.boolean() }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('input' as const), id: fc.constantFrom(...INPUTS, 'unknown') }),
    weight: 2,
  },
  // Two microphones asked for at once: the last one asked for is the one sent.
  fc.record({
    kind: fc.constant('inputs' as const),
    first: fc.constantFrom(...INPUTS),
    second: fc.constantFrom(...INPUTS),
  }),
  // The visitor says nothing for a while (Daily's local observer reports silence, then time passes).
  fc.record({ kind: fc.constant('quiet' as const), ms: fc.integer({ min: 0, max: 1500 }) }),
  fc.record({ kind: fc.constant('output' as const), id: fc.constantFrom(...OUTPUTS, '', 'unknown') }),
  fc.record({ kind: fc.constant('volume' as const), volume: fc.constantFrom(0, 0.3, 1, 1.5, Number.NaN) }),
  fc.record({ kind: fc.constant('resume' as const), gesture: fc.boolean() }),
  fc.record({
    kind: fc.constant('devices' as const),
    inputs: fc.subarray([...INPUTS]),
    outputs: fc.subarray([...OUTPUTS]),
  }),
  fc.constant<Step>({ kind: 'mic-ended' }),
  fc.record({
    kind: fc.constant('mic-outcome' as const),
    outcome: fc.constantFrom<Outcome>('granted', 'granted', 'denied', 'in-use'),
  }),
  {
    arbitrary: fc.record({
      kind: fc.constant('network' as const),
      event: fc.constantFrom('interrupted' as const, 'connected' as const),
      link: fc.constantFrom('signaling' as const, 'sfu' as const, 'peer-to-peer' as const),
    }),
    weight: 3,
  },
  // What ends a call from the other side: rarer, so that calls last.
  fc.constantFrom<Step>(
    { kind: 'ejected' },
    { kind: 'connection-lost' },
    { kind: 'fatal' },
    { kind: 'remote-leave' },
  ),
  { arbitrary: fc.constant<Step>({ kind: 'nc-fails' }), weight: 2 },
  // Another WebCall of the page starts (its lease preempts this one's call) or stops.
  fc.constantFrom<Step>({ kind: 'other-start' }, { kind: 'other-stop' }),
  { arbitrary: fc.record({ kind: fc.constant('track' as const), participant }), weight: 2 },
  fc.record({ kind: fc.constant('track-stopped' as const), participant }),
  {
    arbitrary: fc.record({
      kind: fc.constant('local-level' as const),
      level: fc.constantFrom(0, 0.005, 0.3),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('remote-level' as const), level: fc.constantFrom(0, 0.2) }),
    weight: 2,
  },
  // A start needs a few clock steps to become active, and the mid-call steps matter only then.
  {
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 1500 }) }),
    weight: 8,
  },
);

/** Most runs begin with a call under way, so that the mid-call steps find one. */
const steps = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.array(step, { minLength: 5, maxLength: 60 }))
  .map(([n, rest]): Step[] => (n < 7 ? [{ kind: 'start' }, { kind: 'advance', ms: 1000 }, ...rest] : rest));

const delay = fc.constantFrom(0, 0, 50, 300);
const environment = fc.record({
  microphone: fc.oneof(
    { arbitrary: fc.constant<Outcome>('granted'), weight: 12 },
    fc.constantFrom<Outcome>('denied', 'not-found', 'in-use'),
  ),
  mode: fc.constantFrom('required' as const, 'required' as const, 'optional' as const),
  // The optional flow: Daily asks for the microphone at the join and may not get it.
  dailyMicrophoneError: fc.constantFrom(undefined, undefined, 'permissions' as const, 'not-found' as const),
  noiseCancellation: fc.boolean(),
  micSilence: fc.oneof(fc.constant(false as const), fc.constant(undefined), {
    arbitrary: fc.record({ afterMs: fc.integer({ min: 100, max: 1200 }), threshold: fc.constant(0.02) }),
    weight: 4,
  }),
  promptDelay: fc.constantFrom(0, 0, 100, 700),
  apiDelay: delay,
  apiStatus: fc.integer({ min: 0, max: 9 }).map((n) => (n === 0 ? 500 : 201)),
  createDelay: delay,
  loadDelay: delay,
  joinDelay: delay,
  destroyDelay: fc.constantFrom(0, 20),
  observerDelay: delay,
  processorDelay: delay,
  failJoin: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  failObserver: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  failProcessor: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  failProcessorFallback: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  autoplay: fc.boolean(),
  // The app gives its own microphone track (`callObject: { audioSource: track }`): never ours to stop.
  appTrack: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  setSinkId: fc.boolean(),
});
type Environment = typeof environment extends fc.Arbitrary<infer T> ? T : never;

const SEED = Number(process.env.FC_SEED) || 20_260_303;
const NUM_RUNS = Number(process.env.FC_RUNS) || 700;

/** Lets promise callbacks run (no msw here: a macrotask per turn is enough, and setImmediate is cheap). */
async function settle(turns = 2): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? String(error);

type SinkElement = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  delete sinkPrototype.setSinkId;
  vi.restoreAllMocks();
});

/** One run: the steps on one WebCall, the invariants after each, then everything stopped and checked. */
async function run(env: Environment, steps: readonly Step[]): Promise<void> {
  document.body.innerHTML = '';
  unhandled.length = 0;
  const clock = createManualClock();
  const schedule = (callback: () => void, ms: number) => clock.setTimeout(callback, ms);
  /** What went wrong inside a listener or a wrapper: collected, then asserted, so that fast-check shrinks it. */
  const problems: string[] = [];
  const problem = (text: string) =>
    problems.push(`${text} (after step ${stepIndex}: ${JSON.stringify(current)})`);
  let stepIndex = -1;
  let current: Step | undefined;

  // --- the browser: devices, prompts, playback, speakers -------------------------------------------------------
  const mediaOptions: {
    microphone: Outcome;
    inputs: { deviceId: string }[];
    outputs: { deviceId: string }[];
  } = {
    microphone: env.microphone,
    inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    outputs: OUTPUTS.map((deviceId) => ({ deviceId })),
  };
  const media = createFakeMediaDevices(mediaOptions) as FakeMediaDevices & Record<string, unknown>;
  let inputs: string[] = ['m1', 'm2'];
  let outputs: string[] = [...OUTPUTS];
  const gum = media.getUserMedia.bind(media);
  // The prompt takes a while; the answer is the browser's at that moment (a track is created only then).
  media.getUserMedia = (constraints?: MediaStreamConstraints) =>
    new Promise<MediaStream>((resolve, reject) => {
      const answer = () => gum(constraints).then(resolve, reject);
      // Each device takes its own time to open: a later switch may be answered first.
      const audio = constraints?.audio;
      const exact =
        typeof audio === 'object' ? (audio.deviceId as { exact?: string } | undefined)?.exact : undefined;
      const wait = env.promptDelay * (1 + (INPUTS as readonly string[]).indexOf(exact ?? 'm1') * 2);
      if (wait > 0) clock.setTimeout(answer, wait);
      else answer();
    });
  let mediaListeners = 0;
  const addListener = media.addEventListener.bind(media);
  const removeListener = media.removeEventListener.bind(media);
  media.addEventListener = ((type: string, listener: EventListener) => {
    mediaListeners++;
    addListener(type, listener);
  }) as typeof media.addEventListener;
  media.removeEventListener = ((type: string, listener: EventListener) => {
    mediaListeners--;
    removeListener(type, listener);
  }) as typeof media.removeEventListener;

  let autoplay = env.autoplay;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
    autoplay ? Promise.resolve() : Promise.reject(new DOMException('no gesture', 'NotAllowedError')),
  );
  const sinks = new WeakMap<HTMLMediaElement, string>();
  delete sinkPrototype.setSinkId;
  if (env.setSinkId) {
    sinkPrototype.setSinkId = function (this: SinkElement, id: string) {
      if (id && !outputs.includes(id)) return Promise.reject(new DOMException('gone', 'NotFoundError'));
      sinks.set(this, id);
      return Promise.resolve();
    };
  }

  // --- the platform and Daily ------------------------------------------------------------------------------------
  const log: string[] = [];
  const fetchFor = (logged: boolean) => (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      if (logged) log.push('fetch');
      const signal = input instanceof Request ? input.signal : init?.signal;
      const handle = clock.setTimeout(() => {
        const body =
          env.apiStatus === 201 ? { id: 'call', webCallUrl: 'https://r.daily.co/x' } : { message: 'no' };
        resolve(new Response(JSON.stringify(body), { status: env.apiStatus }));
      }, env.apiDelay);
      signal?.addEventListener('abort', () => {
        clock.clearTimeout(handle);
        reject(signal.reason);
      });
    });
  const fetch = fetchFor(true);
  const factory = createFakeCallFactory({
    createDelay: env.createDelay,
    delays: {
      load: env.loadDelay,
      join: env.joinDelay,
      destroy: env.destroyDelay,
      observer: env.observerDelay,
      updateInputSettings: env.processorDelay,
    },
    failOn: {
      ...(env.failJoin && { join: 'join failed' }),
      ...(env.failObserver && { observer: true }),
    },
    ...(env.mode === 'optional' && env.dailyMicrophoneError && { microphoneError: env.dailyMicrophoneError }),
    setTimeout: schedule,
  });
  /** The session (numbered by the model) each fake was created for. */
  const sessionOf = new Map<FakeCallObject, number>();
  let session = 0;
  /** The visitor's last `setMuted` in the live session (`undefined`: none yet, so unmuted). */
  let mutedChoice: boolean | undefined;
  const createCallObject = async (options: unknown) => {
    const fake = await factory.createCallObject(options);
    sessionOf.set(fake, session);
    const fakeSession = session;
    const setLocalAudio = fake.setLocalAudio.bind(fake);
    fake.setLocalAudio = (enabled: boolean) => {
      if (
        enabled &&
        fake.meetingState() === 'joined-meeting' &&
        fakeSession === session &&
        mutedChoice === true
      ) {
        problem('Daily was told to send the microphone of a visitor who muted it');
      }
      return setLocalAudio(enabled);
    };
    const join = fake.join.bind(fake);
    fake.join = (properties) => {
      // Muted before the join was asked for: nothing is sent from the join on.
      const mutedBefore = mutedChoice === true && fakeSession === session;
      return join(properties).then((joined) => {
        if (mutedBefore) count('muted before the join');
        if (mutedBefore && mutedChoice === true && fakeSession === session && fake.localAudio() === true)
          problem('a visitor muted before the join is sent at the join');
        return joined;
      });
    };
    const updateInputSettings = fake.updateInputSettings.bind(fake);
    fake.updateInputSettings = (settings) => {
      // Daily refuses to set the processor, or to take it off after it failed.
      const type = (settings as { audio?: { processor?: { type?: string } } }).audio?.processor?.type;
      if (type === 'noise-cancellation' && env.failProcessor)
        return Promise.reject(new Error('processor refused (fake)'));
      if (type === 'none' && env.failProcessorFallback)
        return Promise.reject(new Error('processor removal refused (fake)'));
      return updateInputSettings(settings);
    };
    return fake;
  };

  const appTrack = env.appTrack
    ? (await createFakeMediaDevices().getUserMedia({ audio: true })).getAudioTracks()[0]
    : undefined;
  const warnings: unknown[][] = [];
  const call = new WebCall({
    ...(appTrack && { callObject: { audioSource: appTrack } }),
    publicKey: PUBLIC_KEY,
    createCallObject,
    fetch,
    clock,
    isMobile: () => false,
    mediaDevices: media,
    microphone: env.mode,
    noiseCancellation: env.noiseCancellation,
    micSilence: env.micSilence,
    logger: { warn: (...args) => warnings.push(args) },
  });
  const recorder = recordEvents(call);
  /** Another WebCall of the page, with its own microphone, created at its first start. */
  const otherMedia = createFakeMediaDevices();
  let other: WebCall | undefined;
  const otherCall = () => {
    other ??= new WebCall({
      publicKey: PUBLIC_KEY,
      createCallObject: async (options) => {
        const fake = await factory.createCallObject(options);
        sessionOf.set(fake, -1);
        return fake;
      },
      fetch: fetchFor(false),
      clock,
      isMobile: () => false,
      mediaDevices: otherMedia,
      logger: { warn: () => {} },
    });
    return other;
  };

  // --- what the page sees ------------------------------------------------------------------------------------------
  /** Why the call would end now: the step being run. */
  let cause: 'local' | 'remote' | 'network' | 'error' | undefined;
  /** Error types a step may cause synchronously, beyond the ones the environment allows at any time. */
  let stepErrors: readonly string[] = [];
  const anytimeErrors = new Set<string>(['microphone-error']);
  if (env.apiStatus !== 201) anytimeErrors.add('start-method-error');
  if (env.failJoin) anytimeErrors.add('daily-call-join-error');
  if (env.failObserver) anytimeErrors.add('audio-observer-setup-error');
  if (env.failProcessor && env.noiseCancellation) anytimeErrors.add('audio-processing-setup-error');

  const transitions: string[] = [];
  /** micSilent / network.connection / audioBlocked changes of the snapshot, and their events, in order. */
  const mic: string[] = [];
  const net: string[] = [];
  const blocked: string[] = [];
  let previous = call.getSnapshot();
  call.subscribe(() => {
    const next = call.getSnapshot();
    if (next.state !== call.state) problem('the snapshot state is not call.state');
    if (next.state !== previous.state) {
      transitions.push(`${previous.state}→${next.state}`);
      if (next.state === 'connecting') {
        if (next.audioBlocked || next.micSilent) problem('audioBlocked/micSilent not reset at a new start');
        if (next.network.quality !== 'good' || next.network.connection !== 'connected')
          problem('network not reset at a new start');
      }
    }
    if (next.micSilent !== previous.micSilent) mic.push(next.micSilent ? 'T' : 'F');
    if (next.network.connection !== previous.network.connection)
      net.push(next.network.connection === 'reconnecting' ? 'R' : next.state === 'idle' ? 'C-idle' : 'C');
    if (next.audioBlocked !== previous.audioBlocked) blocked.push(next.audioBlocked ? 'T' : 'F');
    previous = next;
  });
  call.on('mic-silent', () => {
    mic.push('silent');
    if (env.micSilence === false) problem('mic-silent with micSilence: false');
    if (call.state !== 'active' || call.getSnapshot().muted)
      problem('mic-silent outside an active unmuted call');
  });
  call.on('mic-active', () => mic.push('active'));
  call.on('reconnecting', () => net.push('reconnecting'));
  call.on('reconnected', () => net.push('reconnected'));
  call.on('audio-blocked', () => blocked.push('blocked'));
  call.on('call-start-progress', ({ stage, status }) => log.push(`${stage}:${status}`));
  call.on('call-start-success', () => log.push('success'));
  call.on('call-start-failed', (event) => {
    log.push('failed');
    if (process.env.FC_DEBUG) log.push(`failed:${event.stage}:${event.aborted}:${event.error.message}`);
  });
  call.on('call-end', ({ reason }) => {
    log.push(`end:${reason}`);
    if (reason !== cause) problem(`call-end ${reason}, expected ${cause ?? 'none'}`);
  });
  /** The reason of the last getUserMedia refusal, to check the microphone-error's. */
  call.on('error', (event) => {
    log.push(`error:${event.type}`);
    if (!anytimeErrors.has(event.type) && !stepErrors.includes(event.type))
      problem(`unexpected error ${event.type}`);
    if (/Duplicate|Use after destroy/.test(event.error.message)) problem(`error: ${event.error.message}`);
    if (event.type === 'microphone-error') {
      const optional = env.mode === 'optional';
      if (optional !== (event.stage === undefined)) problem('microphone-error with the wrong stage');
      if (optional && !env.dailyMicrophoneError) problem('microphone-error without a Daily camera-error');
      const expected = optional
        ? { permissions: 'denied', 'not-found': 'not-found' }[env.dailyMicrophoneError ?? 'permissions']
        : {
            NotAllowedError: 'denied',
            NotFoundError: 'not-found',
            OverconstrainedError: 'not-found',
            NotReadableError: 'in-use',
          }[errorName(event.error)];
      if (event.reason !== expected) problem(`microphone-error reason ${event.reason}, expected ${expected}`);
    }
  });
  call.on('devices-change', () => {
    if (call.state !== 'active') problem('devices-change outside a call');
  });
  let micEndedInSession = false;
  /** Devices that went away during the session (they may be back): a fallback names one of them. */
  const goneInSession = new Set<string>();
  call.on('device-fallback', ({ kind, deviceId }) => {
    const listed = (kind === 'input' ? inputs : outputs).includes(deviceId) && !goneInSession.has(deviceId);
    if (listed && !(kind === 'input' && micEndedInSession))
      problem(`device-fallback for ${kind} ${deviceId}, still listed`);
    // The choice is dropped for the default.
    if (kind === 'input') inputTroubleAt = stepIndex;
  });

  // --- the steps ---------------------------------------------------------------------------------------------------
  const live = (): FakeCallObject | undefined => factory.live().at(-1);
  const joined = () => live()?.meetingState() === 'joined-meeting';
  const hasSession = () => {
    try {
      call.isMuted();
      return true;
    } catch {
      return false;
    }
  };
  const pending: Promise<unknown>[] = [];
  const labels: string[] = [];
  const track = (label: string, promise: Promise<unknown>) => {
    labels.push(`${label}@${stepIndex}`);
    pending.push(promise);
  };
  const rejections: string[] = [];
  /** Expected rejections are noted; anything else a promise of the package rejects with is a problem. */
  const expectRejection = (promise: Promise<unknown>, what: string, allowed: readonly string[]) =>
    track(
      `${what} rejection`,
      promise.catch((error: unknown) => {
        rejections.push(`${what}:${errorName(error)}`);
        if (!allowed.includes(errorName(error))) problem(`${what} rejected with ${errorName(error)}`);
      }),
    );
  /** A setInputDevice that resolved, with the step it was asked at: the device a settled call sends. */
  let chosenInput: { id: string; at: number; askedIn: number; resolvedIn: number; seq: number } | undefined;
  let inputTroubleAt = -1;
  let refusedOnce = false;
  let chosenOutput: string | undefined;
  let outputRemoved = false;
  /** Until then the noise-cancellation fallback runs, and Daily's mute is not yet the visitor's. */
  let fallbackUntil = -1;

  let asks = 0;
  /**
   * Until the microphone is allowed, browsers list their devices behind one entry with an empty id: an id saved from
   * an earlier visit cannot be checked then, so an unknown one is accepted (and falls back at the start).
   */
  const devicesHidden = async () => (await media.enumerateDevices()).some((device) => device.deviceId === '');
  /** setInputDevice; what it resolves is the chosen microphone, unless a later ask resolved first. */
  const askInput = (id: string, hidden: boolean) => {
    const at = stepIndex;
    const askedIn = session;
    const seq = ++asks;
    const asked = call.setInputDevice(id);
    track(
      'setInputDevice',
      asked
        .then(() => {
          if (id === 'unknown' && !hidden) problem('setInputDevice of an unknown id resolved');
          if (!chosenInput || chosenInput.seq < seq)
            chosenInput = { id, at, askedIn, resolvedIn: session, seq };
        })
        .catch(() => {}),
    );
    // Unknown, gone since, or refused by the browser meanwhile.
    expectRejection(asked, 'setInputDevice', [
      'NotFoundError',
      'OverconstrainedError',
      'NotAllowedError',
      'NotReadableError',
    ]);
  };

  const runStep = async (s: Step) => {
    cause = undefined;
    stepErrors = [];
    const fake = live();
    switch (s.kind) {
      case 'start': {
        if (!hasSession()) {
          session++;
          mutedChoice = undefined;
          micEndedInSession = false;
          goneInSession.clear();
        }
        track('start', call.start({ assistantId: 'a' }));
        break;
      }
      case 'other-start':
        // Its lease preempts this WebCall's call: stopped as by the page.
        cause = 'local';
        track('other start', otherCall().start({ assistantId: 'b' }));
        break;
      case 'other-stop':
        if (other) track('other stop', other.stop());
        break;
      case 'stop':
      case 'end':
        cause = 'local';
        track(s.kind, s.kind === 'stop' ? call.stop() : call.end());
        break;
      case 'mute': {
        const before = mutedChoice;
        mutedChoice = s.muted;
        try {
          call.setMuted(s.muted);
          if (call.isMuted() !== s.muted && !joined())
            problem('isMuted() is not the choice made while connecting');
        } catch (error) {
          mutedChoice = before;
          if (hasSession()) problem(`setMuted threw during a session: ${String(error)}`);
        }
        break;
      }
      case 'input':
        askInput(s.id, await devicesHidden());
        break;
      case 'inputs': {
        const hidden = await devicesHidden();
        askInput(s.first, hidden);
        askInput(s.second, hidden);
        break;
      }
      case 'output': {
        const hidden = await devicesHidden();
        const asked = call.setOutputDevice(s.id);
        track(
          'setOutputDevice',
          asked
            .then(() => {
              if ((s.id === 'unknown' && !hidden) || !env.setSinkId)
                problem('setOutputDevice resolved without setSinkId or for an unknown id');
              chosenOutput = s.id;
            })
            .catch(() => {}),
        );
        expectRejection(asked, 'setOutputDevice', ['NotSupportedError', 'NotFoundError']);
        break;
      }
      case 'volume':
        if (s.volume >= 0 && s.volume <= 1) call.setVolume(s.volume);
        else expect(() => call.setVolume(s.volume)).toThrow(TypeError);
        break;
      case 'resume': {
        if (s.gesture) autoplay = true;
        const gesture = s.gesture;
        const inSession = hasSession();
        track(
          'resumeAudio',
          call.resumeAudio().then((resumed) => {
            if (gesture && inSession && hasSession() && !resumed)
              problem('resumeAudio() in a gesture resolved false');
            if (resumed && call.getSnapshot().audioBlocked && autoplay) problem('resumed, yet audioBlocked');
          }),
        );
        break;
      }
      case 'devices':
        for (const id of [...inputs, ...outputs])
          if (![...s.inputs, ...s.outputs].includes(id)) goneInSession.add(id);
        inputs = s.inputs;
        if (s.inputs.length < 2 || !s.inputs.includes('m1') || !s.inputs.includes('m2'))
          inputTroubleAt = stepIndex;
        if (chosenOutput && !s.outputs.includes(chosenOutput)) outputRemoved = true;
        outputs = s.outputs;
        media.setDevices({
          inputs: s.inputs.map((deviceId) => ({ deviceId })),
          outputs: s.outputs.map((deviceId) => ({ deviceId })),
        });
        break;
      case 'mic-ended':
        inputTroubleAt = stepIndex;
        if (hasSession()) micEndedInSession = true;
        media.endTracks();
        break;
      case 'mic-outcome':
        // A refusal may leave the call without a microphone until the next device change.
        if (s.outcome !== 'granted') refusedOnce = true;
        mediaOptions.microphone = s.outcome;
        break;
      case 'ejected':
        if (!fake) break;
        cause = 'remote';
        // Ejected while joining fails the join: a failed start, not an end.
        stepErrors = ['daily-call-join-error'];
        fake.emitEjected();
        break;
      case 'connection-lost':
        if (!fake) break;
        cause = 'network';
        stepErrors = ['daily-error', 'daily-call-join-error'];
        fake.emitConnectionLost();
        break;
      case 'fatal':
        if (!fake) break;
        cause = 'error';
        stepErrors = ['daily-error', 'daily-call-join-error'];
        fake.emitFatalError('Something broke (fake)', 'unknown-fatal');
        break;
      case 'remote-leave':
        if (!joined()) break;
        cause = 'remote';
        track('leave', fake?.leave() ?? Promise.resolve());
        break;
      case 'network':
        fake?.emitNetworkConnection(s.event, s.link);
        break;
      case 'nc-fails':
        // Daily reports a processor error only for a processor it runs.
        if (env.noiseCancellation && joined()) {
          fake?.failNoiseCancellation();
          // Daily muted it; the SDK takes the processor off (that takes `processorDelay`), then unmutes.
          fallbackUntil = clock.now() + env.processorDelay;
        }
        break;
      case 'track':
        if (joined()) fake?.emitTrackStarted({ participantId: s.participant });
        break;
      case 'track-stopped':
        if (joined()) fake?.emitTrackStopped({ participantId: s.participant });
        break;
      case 'local-level':
        if (joined()) fake?.emitLocalAudioLevel(s.level);
        break;
      case 'remote-level':
        if (joined()) fake?.emitAudioLevels(s.level);
        break;
      case 'quiet':
        if (joined()) fake?.emitLocalAudioLevel(0);
        clock.advance(s.ms);
        break;
      case 'advance':
        clock.advance(s.ms);
        break;
    }
    await settle();
    cause = undefined;
    stepErrors = [];
  };

  /** The invariants that hold between any two steps. */
  const checkBetweenSteps = () => {
    expect(factory.live().length).toBeLessThanOrEqual(1);
    const liveTracks = media.tracks.filter((track) => track.readyState === 'live');
    expect(liveTracks.length, 'live microphone tracks').toBeLessThanOrEqual(1);
    if (call.state === 'idle') expect(liveTracks, 'a live microphone track while idle').toEqual([]);
    if (appTrack) expect(appTrack.readyState, "the app's own track").toBe('live');
    if (env.mode === 'required' && !appTrack) {
      // No POST /call/web but after the microphone stage of its start completed.
      let granted = false;
      for (const entry of log) {
        if (entry === 'input-validation:started') granted = false;
        if (entry === 'microphone-permission:completed') granted = true;
        if (entry === 'fetch') expect(granted, 'POST /call/web without the microphone').toBe(true);
      }
    }
    const snapshot = call.getSnapshot();
    expect(snapshot.state).toBe(call.state);
    if (snapshot.muted || snapshot.state !== 'active')
      expect(snapshot.micSilent, 'micSilent while muted or not in a call').toBe(false);
    for (const { element } of call.getRemoteAudio()) expect(element.volume).toBe(snapshot.volume);
    if (
      env.setSinkId &&
      chosenOutput !== undefined &&
      (chosenOutput === '' || outputs.includes(chosenOutput)) &&
      !outputRemoved
    ) {
      for (const { element } of call.getRemoteAudio()) expect(sinks.get(element) ?? '').toBe(chosenOutput);
    }
    const fake = live();
    if (
      hasSession() &&
      fake &&
      sessionOf.get(fake) === session &&
      fake.meetingState() === 'joined-meeting' &&
      clock.now() >= fallbackUntil
    ) {
      count('mute agreement');
      const sending = fake.localAudio();
      expect({ isMuted: call.isMuted(), snapshot: snapshot.muted }, 'mute agrees').toEqual({
        isMuted: !sending,
        snapshot: !sending,
      });
      if (mutedChoice === true) expect(sending, 'a muted visitor is sent').toBe(false);
      if (mutedChoice === false && !env.dailyMicrophoneError)
        expect(sending, 'an unmuted visitor is not sent').toBe(true);
    }
    expect(problems).toEqual([]);
  };

  try {
    for (const [index, s] of steps.entries()) {
      stepIndex = index;
      current = s;
      if (process.env.FC_DEBUG) log.push(`step ${index} ${s.kind}`);
      await runStep(s);
      checkBetweenSteps();
    }

    // Every delay elapses (in steps, so that no timeout fires before the answer it bounds is read).
    stepIndex = steps.length;
    current = { kind: 'advance', ms: 500 };
    for (let i = 0; i < 12; i++) {
      clock.advance(500);
      await settle(3);
    }
    checkBetweenSteps();
    const fake = live();
    if (
      call.state === 'active' &&
      env.mode === 'required' &&
      fake &&
      !refusedOnce &&
      !appTrack &&
      mediaOptions.microphone === 'granted' &&
      inputs.length > 0
    ) {
      // A settled call sends one live track of ours, and the one last chosen if nothing happened to it since.
      const liveTracks = media.tracks.filter((track) => track.readyState === 'live');
      expect(liveTracks, 'the live track of a settled call').toHaveLength(1);
      expect(fake.audioSource, 'what Daily sends').toBe(liveTracks[0]);
      count('settled track');
      if (chosenInput && chosenInput.at > inputTroubleAt && inputs.includes(chosenInput.id)) {
        count('settled chosen track');
        expect(liveTracks[0]?.getSettings().deviceId, 'the last microphone chosen').toBe(chosenInput.id);
      }
    }
    if (
      call.state === 'active' &&
      env.mode === 'optional' &&
      !appTrack &&
      fake &&
      chosenInput &&
      chosenInput.at > inputTroubleAt &&
      inputs.includes(chosenInput.id)
    ) {
      // Daily is told the device chosen during the call, or given it at the start.
      count('settled optional device');
      expect(fake.audioSource, 'the device Daily was told').toBe(chosenInput.id);
    }

    // Then everything is stopped.
    cause = 'local';
    track('final stop', call.stop());
    if (other) track('other final stop', other.stop());
    for (let i = 0; i < 3; i++) {
      clock.advance(31_000);
      await settle(3);
    }
    // A promise of the package that never settles is a hang for the app awaiting it.
    const unsettled = pending.map(() => true);
    for (const [index, promise] of pending.entries()) {
      const settled = () => {
        unsettled[index] = false;
      };
      promise.then(settled, settled);
    }
    await settle(5);
    if (process.env.FC_DEBUG && unsettled.some(Boolean))
      console.log(JSON.stringify({ log, warnings, labels, unsettled, env, steps }));
    expect(
      labels.filter((_, index) => unsettled[index]),
      'promises never settled',
    ).toEqual([]);
    await settle(3);
    cause = undefined;

    expect(call.state).toBe('idle');
    expect(other?.state ?? 'idle').toBe('idle');
    expect(otherMedia.tracks.filter((track) => track.readyState === 'live')).toEqual([]);
    if (appTrack) expect(appTrack.readyState, "the app's own track").toBe('live');
    expect(transitions.filter((transition) => !ALLOWED_TRANSITIONS.includes(transition))).toEqual([]);
    expect(factory.live()).toEqual([]);
    for (const instance of factory.instances) {
      expect(instance.listenerCount()).toBe(0);
      expect(instance.destroyCount).toBe(1);
    }
    expect(mediaListeners, 'devicechange listeners left').toBe(0);
    expect(media.tracks.filter((track) => track.readyState === 'live')).toEqual([]);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(clock.pending()).toBe(0);
    // call-end exactly once per call-start-success, in turn.
    const ends = log.filter((entry) => entry === 'success' || entry.startsWith('end:'));
    expect(ends.map((entry) => (entry === 'success' ? 'success' : 'end'))).toEqual(
      ends.map((_, index) => (index % 2 === 0 ? 'success' : 'end')),
    );
    expect(ends.length % 2).toBe(0);
    // mic-silent / mic-active alternate, each right after the snapshot's change; likewise the network and audioBlocked.
    expect(
      mic.filter((entry, index) =>
        entry === 'silent' ? mic[index - 1] !== 'T' : entry === 'active' && mic[index - 1] !== 'F',
      ),
    ).toEqual([]);
    expect(mic.filter((entry, index) => entry === 'T' && mic[index + 1] !== 'silent')).toEqual([]);
    expect(
      net.filter((entry, index) =>
        entry === 'reconnecting' ? net[index - 1] !== 'R' : entry === 'reconnected' && net[index - 1] !== 'C',
      ),
    ).toEqual([]);
    expect(
      net.filter(
        (entry, index) =>
          (entry === 'R' && net[index + 1] !== 'reconnecting') ||
          (entry === 'C' && net[index + 1] !== 'reconnected'),
      ),
    ).toEqual([]);
    expect(blocked.filter((entry, index) => entry === 'blocked' && blocked[index - 1] !== 'T')).toEqual([]);
    expect(blocked.filter((entry, index) => entry === 'T' && blocked[index + 1] !== 'blocked')).toEqual([]);
    if (env.noiseCancellation === false) {
      for (const instance of factory.instances.filter((fake) => sessionOf.get(fake) !== -1)) {
        expect(instance.calls.filter((c) => c.method === 'updateInputSettings')).toEqual([]);
      }
    }
    expect(
      warnings.filter((warning) =>
        /Use after destroy|Duplicate/.test(warning.map((w) => String((w as Error)?.message ?? w)).join(' ')),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
    expect(unhandled.map(String)).toEqual([]);
    // The page's call object is free again: the next run's first start is not held up (leases are page-wide).
    const probe = leaseCallObject(
      () => {},
      () => {},
    );
    let free = false;
    void probe
      .create(
        () => createFakeCallFactory().createCallObject({}) as FakeCallObject,
        new AbortController().signal,
      )
      .then(() => (free = true));
    await settle(3);
    await probe.release();
    expect(free, 'the page lease is released').toBe(true);
    if (process.env.FC_STATS)
      for (const name of recorder.names()) stats.set(name, (stats.get(name) ?? 0) + 1);
    if (process.env.FC_STATS)
      for (const entry of log)
        if (entry.startsWith('end:') || entry.startsWith('error:') || entry === 'fetch')
          stats.set(entry, (stats.get(entry) ?? 0) + 1);
  } catch (error) {
    if (process.env.FC_DEBUG)
      console.log(
        JSON.stringify({ log, warnings: warnings.map((w) => w.map(String)), names: recorder.names() }),
      );
    // A failed run still ends its call: the page's call-object leases are shared by every run of the file.
    cause = 'local';
    const stopping = Promise.all([call.stop(), other?.stop()]);
    for (let i = 0; i < 4; i++) {
      clock.advance(31_000);
      await settle(3);
    }
    await stopping;
    throw error;
  }
}
const stats = new Map<string, number>();
/** How often a conditional check ran (FC_STATS=1 prints it), to see that the runs reach it. */
const count = (what: string) => stats.set(what, (stats.get(what) ?? 0) + 1);

describe('the visitor: random 0.3 steps on one WebCall', () => {
  it('mute, devices, playback, ends and the network keep the contract', async () => {
    await fc.assert(fc.asyncProperty(environment, steps, run), {
      numRuns: NUM_RUNS,
      seed: SEED,
      endOnFailure: !!process.env.FC_DEBUG,
      ...(process.env.FC_PATH && { path: process.env.FC_PATH }),
    });
    if (process.env.FC_STATS)
      console.log(
        [...stats]
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
      );
  }, 120_000);
});

/** The SDK bugs the property found (fixed), each as its shrunk step list. */
describe('bugs the property found', () => {
  const target = { assistantId: 'a' } as const;

  it('processor fallback refused: a visitor who did not mute is heard again, and isMuted() and the snapshot agree (steps: start, nc-fails)', async () => {
    const factory = createFakeCallFactory();
    const call = new WebCall({
      publicKey: PUBLIC_KEY,
      isMobile: () => false,
      mediaDevices: createFakeMediaDevices(),
      logger: { warn: () => {} },
      createCallObject: async (options) => {
        const fake = await factory.createCallObject(options);
        const update = fake.updateInputSettings.bind(fake);
        // Daily will not take the failed processor off.
        fake.updateInputSettings = (settings) =>
          settings.audio?.processor?.type === 'none'
            ? Promise.reject(new Error('refused (fake)'))
            : update(settings);
        return fake;
      },
    });
    await call.start(target);
    factory.last?.failNoiseCancellation();
    await settle(3);
    // The visitor never muted: Daily is asked to send again, and isMuted() and the snapshot say the same.
    expect({ isMuted: call.isMuted(), snapshot: call.getSnapshot().muted }).toEqual({
      isMuted: !factory.last?.localAudio(),
      snapshot: !factory.last?.localAudio(),
    });
    await call.stop();
  });

  /** A WebCall on two microphones: m1, the default, opens at once; m2 takes 300 ms of `clock`. */
  const callWithSlowM2 = () => {
    const clock = createManualClock();
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const gum = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) =>
      JSON.stringify(constraints).includes('m2')
        ? new Promise((resolve, reject) =>
            clock.setTimeout(() => gum(constraints).then(resolve, reject), 300),
          )
        : gum(constraints);
    const factory = createFakeCallFactory();
    const call = new WebCall({
      publicKey: PUBLIC_KEY,
      clock,
      isMobile: () => false,
      mediaDevices: media,
      logger: { warn: () => {} },
      createCallObject: factory.createCallObject,
    });
    return { clock, media, factory, call };
  };

  it('a microphone chosen just before hanging up is what the next call sends (steps: start, input m2, stop, start)', async () => {
    const { clock, factory, call } = callWithSlowM2();
    await call.start(target);
    const choosing = call.setInputDevice('m2');
    await settle(3);
    await call.stop();
    const started = call.start(target);
    await settle(3);
    clock.advance(300);
    await expect(choosing).resolves.toBeUndefined();
    expect(await started).not.toBeNull();
    await settle(3);
    // setInputDevice('m2') resolved, and "is the device asked for at the next start".
    const sent = factory.last?.audioSource as MediaStreamTrack;
    expect(sent.getSettings().deviceId).toBe('m2');
    await call.stop();
  });

  it('a microphone chosen while idle is not overwritten by one asked for during the previous call (steps: start, input m2, stop, input m1, advance, start)', async () => {
    const { clock, media, call } = callWithSlowM2();
    await call.start(target);
    const during = call.setInputDevice('m2');
    await settle(3);
    await call.stop();
    // Idle: the visitor picks m1, which resolves at once.
    await call.setInputDevice('m1');
    clock.advance(300);
    await during;
    const started = call.start(target);
    await settle(3);
    // The last choice was m1; the earlier switch, abandoned with its call, settled after it without overwriting it.
    const asked = media.requests.at(-1);
    clock.advance(300);
    await started;
    await call.stop();
    expect(asked).toEqual({ audio: { deviceId: { exact: 'm1' } } });
  });
});
