import { vi } from 'vitest';
import type { Clock } from '../src/clock';
import {
  type PlatformMessage,
  WebCall,
  type WebCallEventName,
  type WebCallEvents,
  type WebCallOptions,
} from '../src/index';
import {
  createFakeCallFactory,
  createFakeMediaDevices,
  type FakeCallFactory,
  type FakeCallFactoryOptions,
  type FakeMediaDevices,
} from '../src/testing/index';
import { server } from './setup';

/**
 * The media elements' prototype with the `setSinkId` happy-dom lacks: a test installs its own (a browser's answer),
 * and deletes it after itself.
 */
export const sinkPrototype = HTMLMediaElement.prototype as unknown as {
  setSinkId?: (id: string) => Promise<void>;
};

/** Counts the POST /call/web requests msw sees. */
export function countWebCalls() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/call/web')) count += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => count, dispose: () => server.events.removeListener('request:start', listener) };
}

export const PUBLIC_KEY = 'pk_test_123';

/** Every event name of WebCall, to record them all. */
export const EVENT_NAMES: readonly WebCallEventName[] = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'error',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'remote-audio-start',
  'remote-audio-end',
  'local-volume-level',
  'network-quality',
  'reconnecting',
  'reconnected',
  'audio-blocked',
  'devices-change',
  'device-fallback',
  'mic-silent',
  'mic-active',
];

export type RecordedEvent = {
  [E in WebCallEventName]: { name: E; payload: WebCallEvents[E] };
}[WebCallEventName];

/** Records every event of a WebCall, in order. */
export function recordEvents(call: WebCall) {
  const events: RecordedEvent[] = [];
  for (const name of EVENT_NAMES) {
    call.on(name, ((payload?: unknown) => events.push({ name, payload } as RecordedEvent)) as never);
  }
  return {
    events,
    names: () => events.map((event) => event.name),
    /** `stage:status` of every call-start-progress event. */
    progress: () =>
      events.flatMap((event) =>
        event.name === 'call-start-progress' ? [`${event.payload.stage}:${event.payload.status}`] : [],
      ),
    of: <E extends WebCallEventName>(name: E): WebCallEvents[E][] =>
      events.filter((event) => event.name === name).map((event) => event.payload as WebCallEvents[E]),
  };
}

/** The state machine of a WebCall: every change of `state` a snapshot may show. */
export const ALLOWED_TRANSITIONS = ['idle→connecting', 'connecting→active', 'connecting→idle', 'active→idle'];

/** Every `from→to` change of `state` the call's snapshots go through, in order. */
export function watchTransitions(call: WebCall): string[] {
  const transitions: string[] = [];
  let state = call.getSnapshot().state;
  call.subscribe(() => {
    const next = call.getSnapshot().state;
    if (next !== state) transitions.push(`${state}→${next}`);
    state = next;
  });
  return transitions;
}

/** A clock whose time moves only when the test says so. */
export function createManualClock(): Clock & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

export interface Harness {
  readonly call: WebCall;
  readonly factory: FakeCallFactory;
  readonly warnings: unknown[][];
  readonly recorder: ReturnType<typeof recordEvents>;
}

/**
 * A WebCall on fake call objects, msw for the platform, and a recording logger. The page's call-object leases are
 * shared by every test of a file: a test that leaves a creation pending holds up the next one's start.
 */
export function createHarness(
  options: Partial<WebCallOptions> = {},
  fakeOptions: FakeCallFactoryOptions = {},
): Harness {
  const factory = createFakeCallFactory(fakeOptions);
  const warnings: unknown[][] = [];
  const call = new WebCall({
    publicKey: PUBLIC_KEY,
    createCallObject: factory.createCallObject,
    isMobile: () => false,
    mediaDevices: createFakeMediaDevices(),
    logger: { warn: (...args) => warnings.push(args) },
    ...options,
  });
  return { call, factory, warnings, recorder: recordEvents(call) };
}

/** Lets pending promise callbacks and msw's response run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** `vi.waitFor` options for a shared, loaded machine: a condition is awaited, never timed. */
export const WAIT = { timeout: 30_000 } as const;

/** Catches what a listener threw and `callListener` reported asynchronously, instead of failing the run. */
export function catchReportedErrors(): { readonly errors: unknown[]; restore(): void } {
  const errors: unknown[] = [];
  const original = globalThis.queueMicrotask;
  const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
    original(() => {
      try {
        task();
      } catch (error) {
        errors.push(error);
      }
    }),
  );
  return { errors, restore: () => spy.mockRestore() };
}

/** Sets `navigator.userActivation.isActive`, as a browser does while a click is being handled; returns the undo. */
export function userActivation(isActive: boolean): () => void {
  Object.defineProperty(navigator, 'userActivation', { value: { isActive }, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'userActivation');
}

/** A WebCall whose chosen microphone (`m2`) went away between calls: only `m1` is listed for the next start. */
export async function chosenMicrophoneGone() {
  const media = createFakeMediaDevices({
    permission: 'granted',
    inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
  });
  const harness = createHarness({ mediaDevices: media });
  await harness.call.setInputDevice('m2');
  media.setDevices({ inputs: [{ deviceId: 'm1' }] });
  return { ...harness, media };
}

/** Makes the browser refuse `deviceId` as busy (another app holds it), answering for every other device as before. */
export function refuseAsBusy(media: FakeMediaDevices, deviceId: string): void {
  const getUserMedia = media.getUserMedia.bind(media);
  media.getUserMedia = (constraints) =>
    JSON.stringify(constraints).includes(deviceId)
      ? Promise.reject(new DOMException('Could not start audio source', 'NotReadableError'))
      : getUserMedia(constraints);
}

/** The call the platform's documented example messages carry (its Server events page), as a page receives it. */
export const documentedCall = {
  id: 'bd2184a1-bdea-4d4f-9503-b09ca8b185e6',
  orgId: '6da6841c-0fca-4604-8941-3d5d65f43a17',
  createdAt: '2024-11-13T19:20:24.606Z',
  updatedAt: '2024-11-13T19:20:24.606Z',
  type: 'webCall',
} as const;

/**
 * The platform's own examples of the messages a page receives (its Server events page: a page gets the same messages as
 * a server, one JSON string per Daily app message).
 */
export const documentedMessages = [
  { type: 'status-update', call: documentedCall, status: 'in-progress' },
  { type: 'speech-update', status: 'started', role: 'assistant', turn: 2 },
  {
    type: 'transcript',
    role: 'user',
    transcriptType: 'partial',
    transcript: "I'd like to book...",
    isFiltered: false,
    detectedThreats: [],
    originalTranscript: "I'd like to book...",
  },
  { type: 'conversation-update', messages: [], messagesOpenAIFormatted: [] },
  { type: 'model-output', output: {} },
  { type: 'user-interrupted' },
  { type: 'hang', call: documentedCall },
  { type: 'language-change-detected', language: 'es' },
  { type: 'voice-input', input: 'Hello, world!' },
  { type: 'transfer-update', destination: { type: 'number', number: '+1234567890' } },
  { type: 'status-update', status: 'forwarding', destination: { type: 'number', number: '+1234567890' } },
] as const satisfies readonly PlatformMessage[];
