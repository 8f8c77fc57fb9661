import type {
  DailyCallOptions,
  DailyCameraErrorType,
  DailyEvent,
  DailyEventObject,
  DailyFatalErrorType,
  DailyMeetingState,
  DailyNonFatalErrorType,
} from '@daily-co/daily-js';
import type { DailyCallLike, ParticipantInfo } from '../daily/adapter';
import { ASSISTANT_PARTICIPANT_NAME } from '../daily/adapter';

/** Methods of the fake that can be made to fail. */
export const FAKE_FAILURE_POINTS = [
  'join',
  'leave',
  'destroy',
  'startRecording',
  'observer',
  'localObserver',
  'updateInputSettings',
  'sendAppMessage',
  'setLocalAudio',
  'setInputDevicesAsync',
  'setOutputDeviceAsync',
] as const;

/** A method of the fake that `failOn` can break. */
export type FakeFailurePoint = (typeof FAKE_FAILURE_POINTS)[number];

/**
 * Methods of the fake that can be slowed down (ms; `Infinity` never settles). `load` is the first part of a join, in
 * which daily-js loads its call machine (meeting state `loading`): what is sent to it meanwhile, a mute for one, is
 * lost, as with daily-js.
 */
export type FakeDelayPoint = 'load' | 'join' | 'leave' | 'destroy' | 'observer' | 'updateInputSettings';

/** Options of `createFakeCallObject`. */
export interface FakeCallObjectOptions {
  /** Make a method throw (sync methods) or reject (async ones); `true` uses a default message. */
  readonly failOn?: Partial<Record<FakeFailurePoint, Error | string | true>> | undefined;
  /** Milliseconds before an async method settles. */
  readonly delays?: Partial<Record<FakeDelayPoint, number>> | undefined;
  /** Remote participants already in the room when the join completes. */
  readonly remoteParticipants?: readonly ParticipantInfo[] | undefined;
  /** Runs right after a successful join, e.g. to script the assistant: `(fake) => fake.emitAppMessage('listening')`. */
  readonly onJoined?: ((fake: FakeCallObject) => void) | undefined;
  /**
   * Daily cannot get the microphone while joining (blocked, missing, in use): like Daily, the join still
   * succeeds, after a `camera-error` of this type, and the local microphone is `blocked`: `localAudio()` is `false`,
   * whatever `setLocalAudio` says.
   */
  readonly microphoneError?: DailyCameraErrorType | undefined;
  /** The microphone's state before any `setLocalAudio` (default on). */
  readonly localAudio?: boolean | undefined;
  /** Timer used for delays; defaults to the global `setTimeout` (so fake timers apply). */
  readonly setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
}

/** One recorded method call. */
export interface FakeCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

/** Options of `emitTrackStarted` / `emitTrackStopped`. */
export interface FakeTrackOptions {
  readonly participantId?: string | undefined;
  readonly userName?: string | undefined;
  readonly kind?: 'audio' | 'video' | undefined;
  readonly local?: boolean | undefined;
  /** A real track (e.g. from an AudioContext's MediaStreamDestination) to play; a stand-in otherwise. */
  readonly track?: MediaStreamTrack | undefined;
}

/** A scriptable stand-in for a Daily call object, usable in tests and in a browser simulation. */
export interface FakeCallObject extends DailyCallLike {
  /** Every method call, in order. */
  readonly calls: readonly FakeCall[];
  /** Data passed to `sendAppMessage`. */
  readonly sentAppMessages: readonly unknown[];
  readonly destroyCount: number;
  /** The options it was created with (set by `createFakeCallFactory`). */
  readonly createOptions: unknown;
  meetingState(): DailyMeetingState;
  /** Listeners currently registered, for one event or all. */
  listenerCount(event?: DailyEvent): number;
  /** Delivers an app message from the platform (a string such as 'listening' or JSON). */
  emitAppMessage(data: unknown, fromId?: string): void;
  /** Delivers one audio-level report: participant id → level, or one level for the assistant. */
  emitAudioLevels(levels: Readonly<Record<string, number>> | number): void;
  /** Delivers one report of the local audio-level observer (the visitor's microphone, 0..1). */
  emitLocalAudioLevel(level: number): void;
  /** Daily's `network-quality-change` with this threshold. */
  emitNetworkQuality(threshold: 'good' | 'low' | 'very-low'): void;
  /** A remote track starts; returns the track. Defaults: the assistant's audio. */
  emitTrackStarted(options?: FakeTrackOptions): MediaStreamTrack;
  emitTrackStopped(options?: FakeTrackOptions): void;
  emitParticipantJoined(participant: ParticipantInfo): void;
  emitParticipantLeft(participantId: string): void;
  /**
   * A fatal Daily error (the shape of Daily's `error` event); `type` is one of Daily's, `connection-error` by
   * default. Any other string stands for a type this daily-js does not list yet.
   */
  emitFatalError(message?: string, type?: DailyFatalErrorType | (string & Record<never, never>)): void;
  /** A nonfatal Daily error (Daily's `nonfatal-error` event); any other string stands for a type not listed yet. */
  emitNonfatalError(type: DailyNonFatalErrorType | (string & Record<never, never>), message?: string): void;
  /** Daily's `camera-error`; `audioOk: true` means only the camera failed. */
  emitCameraError(
    type?: DailyCameraErrorType,
    options?: { readonly audioOk?: boolean; readonly message?: string },
  ): void;
  emitRecordingStarted(): void;
  /** Daily's `recording-error`: how daily-js reports a recording it could not start (`startRecording` never throws). */
  emitRecordingError(message?: string): void;
  /** The platform ended the call: Daily's fatal `ejected` error ("Meeting has ended"). */
  emitEjected(): void;
  /**
   * Daily's `network-connection` for one of its connections (default `signaling`): the connection dropped
   * (`interrupted`) or came back (`connected`).
   */
  emitNetworkConnection(
    event: 'interrupted' | 'connected',
    type?: 'signaling' | 'sfu' | 'peer-to-peer',
  ): void;
  /** The connection was lost and not regained: Daily's fatal `connection-error`. */
  emitConnectionLost(): void;
  /** The noise-cancellation processor fails: like Daily, the microphone is muted and `audio-processor-error` told. */
  failNoiseCancellation(): void;
  /** The microphone source it was last given (creation, join or `setInputDevicesAsync`). */
  readonly audioSource: unknown;
}

const ASSISTANT_ID = 'assistant-session';

const isAsync = (point: FakeFailurePoint) =>
  [
    'join',
    'leave',
    'destroy',
    'observer',
    'localObserver',
    'updateInputSettings',
    'setInputDevicesAsync',
    'setOutputDeviceAsync',
  ].includes(point);

/** Creates a fake call object; with no options every method succeeds at once. */
export function createFakeCallObject(options: FakeCallObjectOptions = {}): FakeCallObject {
  const listeners = new Map<DailyEvent, Set<(event: unknown) => void>>();
  const calls: FakeCall[] = [];
  const sentAppMessages: unknown[] = [];
  const remote = new Map<string, ParticipantInfo>();
  const schedule =
    options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  let state: DailyMeetingState = 'new';
  let destroyed = false;
  let destroyCount = 0;
  let audioOn = options.localAudio ?? true;
  let audioSource: unknown;

  // Daily's local audio track is `blocked` when it could not get the microphone: no `setLocalAudio` turns it on.
  const localAudioTrack = () => ({
    state: options.microphoneError ? 'blocked' : audioOn ? 'playable' : 'off',
  });

  const emit = (event: DailyEvent, payload: Record<string, unknown> = {}) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      listener({ action: event, callClientId: 'fake', ...payload });
  };

  const failure = (point: FakeFailurePoint): Error | string | undefined => {
    const configured = options.failOn?.[point];
    if (configured === undefined) return undefined;
    // Daily rejects some calls with a plain string, so a string is passed through as is.
    return configured === true ? new Error(`${point} failed (fake)`) : configured;
  };

  const record = (method: string, args: unknown[]) => {
    if (destroyed) throw new Error('Use after destroy');
    calls.push({ method, args });
  };

  const settle = <T>(
    point: FakeFailurePoint,
    delayPoint: FakeDelayPoint | undefined,
    value: () => T,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const finish = () => {
        const error = failure(point);
        if (error !== undefined) reject(error);
        else resolve(value());
      };
      const ms = delayPoint ? (options.delays?.[delayPoint] ?? 0) : 0;
      if (ms === Number.POSITIVE_INFINITY) return;
      if (ms > 0) schedule(finish, ms);
      // Like Daily, whose destroy first leaves the room: the instance is gone only once the promise settles.
      else if (point === 'destroy') queueMicrotask(finish);
      else finish();
    });

  const throwIfFailing = (point: FakeFailurePoint) => {
    const error = failure(point);
    if (error !== undefined && !isAsync(point)) throw error;
  };

  const participantOf = (track: FakeTrackOptions): ParticipantInfo => ({
    session_id: track.participantId ?? ASSISTANT_ID,
    local: track.local ?? false,
    user_name: track.userName ?? ASSISTANT_PARTICIPANT_NAME,
  });

  const standInTrack = (kind: 'audio' | 'video'): MediaStreamTrack =>
    ({
      kind,
      id: `fake-${kind}-${calls.length}`,
      enabled: true,
      readyState: 'live',
      stop() {},
    }) as unknown as MediaStreamTrack;

  const fatal = (type: string, message: string) => {
    state = 'error';
    emit('error', { errorMsg: message, error: { type, msg: message } });
  };

  /** Cancels the join whose load is under way, if any. */
  let cancelLoad: (() => void) | undefined;
  const stopLoading = () => {
    if (state !== 'loading') return;
    state = 'left-meeting';
    cancelLoad?.();
    cancelLoad = undefined;
  };

  /** The join once daily-js has loaded: `joining-meeting`, then joined after the `join` delay. */
  const joinRoom = (): Promise<undefined> => {
    state = 'joining-meeting';
    emit('joining-meeting');
    return settle('join', 'join', () => {
      if (options.microphoneError) fake.emitCameraError(options.microphoneError);
      state = 'joined-meeting';
      for (const participant of options.remoteParticipants ?? [])
        remote.set(participant.session_id, participant);
      emit('joined-meeting');
      options.onJoined?.(fake);
      return undefined;
    }).catch((error: unknown) => {
      state = 'error';
      throw error;
    });
  };

  const fake: FakeCallObject & { createOptions: unknown } = {
    createOptions: undefined,
    get audioSource() {
      return audioSource ?? (fake.createOptions as { audioSource?: unknown } | undefined)?.audioSource;
    },
    get calls() {
      return calls;
    },
    get sentAppMessages() {
      return sentAppMessages;
    },
    get destroyCount() {
      return destroyCount;
    },
    meetingState: () => state,
    isDestroyed: () => destroyed,
    listenerCount(event) {
      if (event) return listeners.get(event)?.size ?? 0;
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
    on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(handler as (event: unknown) => void);
      return fake;
    },
    off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void) {
      listeners.get(event)?.delete(handler as (event: unknown) => void);
      return fake;
    },
    join(properties?: DailyCallOptions) {
      record('join', [properties]);
      if (properties?.audioSource !== undefined) audioSource = properties.audioSource;
      // Like Daily, a join with startAudioOff sends no microphone from its start.
      if (properties?.startAudioOff === true) audioOn = false;
      const load = options.delays?.load ?? 0;
      if (load <= 0) return joinRoom();
      state = 'loading';
      return new Promise<void>((resolve, reject) => {
        // A leave or destroy meanwhile cancels the load (and this join) at once, as in daily-js.
        cancelLoad = () => reject(new Error('The join was cancelled while loading (fake).'));
        if (load !== Number.POSITIVE_INFINITY) schedule(resolve, load);
      }).then(() => {
        cancelLoad = undefined;
        return joinRoom();
      });
    },
    leave() {
      record('leave', []);
      stopLoading();
      return settle('leave', 'leave', () => {
        if (state === 'joined-meeting' || state === 'joining-meeting') {
          state = 'left-meeting';
          emit('left-meeting');
        }
      });
    },
    destroy() {
      if (destroyed) return Promise.resolve();
      calls.push({ method: 'destroy', args: [] });
      stopLoading();
      return settle('destroy', 'destroy', () => {
        // Like Daily: destroying a joined call object leaves the meeting first.
        if (state === 'joined-meeting') {
          state = 'left-meeting';
          emit('left-meeting');
        }
        destroyed = true;
        destroyCount += 1;
        emit('call-instance-destroyed');
      });
    },
    participants() {
      // As in daily-js: no participant before the join, and none once the call has left, failed or been destroyed.
      if (state !== 'joined-meeting' || destroyed) return {};
      const local: ParticipantInfo = {
        session_id: 'local-session',
        local: true,
        tracks: { audio: localAudioTrack() },
      };
      const all: Record<string, ParticipantInfo> = { local };
      for (const [id, participant] of remote) all[id] = participant;
      return all;
    },
    updateParticipant(sessionId, updates) {
      record('updateParticipant', [sessionId, updates]);
      return fake;
    },
    startRemoteParticipantsAudioLevelObserver(interval) {
      record('startRemoteParticipantsAudioLevelObserver', [interval]);
      return settle('observer', 'observer', () => undefined);
    },
    startLocalAudioLevelObserver(interval) {
      record('startLocalAudioLevelObserver', [interval]);
      // As in daily-js: before the join has begun it only notes the interval and answers nothing.
      if (state === 'new') return undefined;
      return settle('localObserver', 'observer', () => undefined);
    },
    stopLocalAudioLevelObserver() {
      record('stopLocalAudioLevelObserver', []);
    },
    updateInputSettings(inputSettings) {
      record('updateInputSettings', [inputSettings]);
      return settle('updateInputSettings', 'updateInputSettings', () => ({ inputSettings }));
    },
    startRecording(recordingOptions) {
      record('startRecording', [recordingOptions]);
      throwIfFailing('startRecording');
    },
    stopRecording() {
      record('stopRecording', []);
    },
    sendAppMessage(data, to) {
      record('sendAppMessage', [data, to]);
      if (state !== 'joined-meeting') throw new Error('sendAppMessage() only supported after join.');
      // daily-js's limit, on the data as it encodes it.
      if (JSON.stringify(data).length > 4096) throw new Error('Message data too large. Max size is 4096');
      throwIfFailing('sendAppMessage');
      sentAppMessages.push(data);
      return fake;
    },
    setLocalAudio(enabled) {
      record('setLocalAudio', [enabled]);
      throwIfFailing('setLocalAudio');
      // As in daily-js, the message goes to a call machine that only exists once it has loaded at the join.
      if (state !== 'new' && state !== 'loading') audioOn = enabled;
      return fake;
    },
    // As in daily-js, read from the local participant: none (so no answer) outside the call, and `false` while its
    // microphone is `blocked` or `off`.
    localAudio: () => {
      const local = fake.participants().local;
      return local ? !['blocked', 'off'].includes(local.tracks?.audio?.state ?? '') : null;
    },
    setInputDevicesAsync(devices) {
      record('setInputDevicesAsync', [devices]);
      if (devices.audioSource !== undefined) audioSource = devices.audioSource;
      else if (devices.audioDeviceId) audioSource = devices.audioDeviceId;
      return settle('setInputDevicesAsync', undefined, () => ({}));
    },
    setOutputDeviceAsync(device) {
      record('setOutputDeviceAsync', [device]);
      // As daily-js, which has no name for the default speaker.
      if (!device.outputDeviceId) return Promise.reject(new Error('outputDeviceId must be provided (fake)'));
      return settle('setOutputDeviceAsync', undefined, () => ({}));
    },
    emitAppMessage(data, fromId = ASSISTANT_ID) {
      emit('app-message', { data, fromId });
    },
    emitAudioLevels(levels) {
      const participantsAudioLevel = typeof levels === 'number' ? { [ASSISTANT_ID]: levels } : { ...levels };
      emit('remote-participants-audio-level', { participantsAudioLevel });
    },
    emitLocalAudioLevel(audioLevel) {
      emit('local-audio-level', { audioLevel });
    },
    emitNetworkQuality(threshold) {
      const quality = { good: 100, low: 40, 'very-low': 10 }[threshold];
      emit('network-quality-change', {
        threshold,
        quality,
        networkState: 'unknown',
        networkStateReasons: [],
      });
    },
    emitTrackStarted(track = {}) {
      const mediaTrack = track.track ?? standInTrack(track.kind ?? 'audio');
      emit('track-started', { participant: participantOf(track), track: mediaTrack, type: mediaTrack.kind });
      return mediaTrack;
    },
    emitTrackStopped(track = {}) {
      const mediaTrack = track.track ?? standInTrack(track.kind ?? 'audio');
      emit('track-stopped', { participant: participantOf(track), track: mediaTrack, type: mediaTrack.kind });
    },
    emitParticipantJoined(participant) {
      remote.set(participant.session_id, participant);
      emit('participant-joined', { participant });
    },
    emitParticipantLeft(participantId) {
      const participant = remote.get(participantId) ?? { session_id: participantId, local: false };
      remote.delete(participantId);
      emit('participant-left', { participant, reason: 'leftCall' });
    },
    emitFatalError(message = 'Fatal error (fake)', type = 'connection-error') {
      fatal(type, message);
    },
    emitNonfatalError(type, message = 'Nonfatal error (fake)') {
      emit('nonfatal-error', { type, errorMsg: message });
    },
    emitCameraError(
      type = 'permissions',
      { audioOk = false, message = `Camera error (fake): ${type}` } = {},
    ) {
      emit('camera-error', {
        errorMsg: { errorMsg: message, audioOk, videoOk: false },
        error: { type, msg: message },
      });
    },
    emitRecordingStarted() {
      emit('recording-started', { local: false });
    },
    emitRecordingError(message = 'Recording failed (fake)') {
      emit('recording-error', { errorMsg: message });
    },
    emitEjected() {
      fatal('ejected', 'Meeting has ended');
    },
    emitNetworkConnection(event, type = 'signaling') {
      emit('network-connection', { type, event });
    },
    emitConnectionLost() {
      fatal('connection-error', 'Connection lost (fake)');
    },
    failNoiseCancellation() {
      audioOn = false;
      emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'Audio processor failed (fake)' });
    },
  };
  return fake;
}

/** Options of `createFakeCallFactory`: those of every fake it creates, plus a creation delay and failure. */
export interface FakeCallFactoryOptions extends FakeCallObjectOptions {
  /** Milliseconds before `createCallObject` resolves (0: it returns synchronously). */
  readonly createDelay?: number | undefined;
  /** Make `createCallObject` throw. */
  readonly failCreate?: Error | string | true | undefined;
}

/**
 * A `createCallObject` for `WebCall` that, like daily-js in a page, allows one live instance at a time: an
 * instance counts until its `destroy()` has settled. One factory stands for one page; share it between the
 * `WebCall`s of a test to model several in the same page.
 */
export interface FakeCallFactory {
  readonly createCallObject: (options: unknown) => FakeCallObject | Promise<FakeCallObject>;
  /** Every fake created so far, oldest first. */
  readonly instances: readonly FakeCallObject[];
  /** The newest fake, if any. */
  readonly last: FakeCallObject | undefined;
  /** Fakes not destroyed yet. */
  live(): FakeCallObject[];
}

/** Creates a factory of fakes; a second live instance throws Daily's duplicate-instance error. */
export function createFakeCallFactory(options: FakeCallFactoryOptions = {}): FakeCallFactory {
  const instances: FakeCallObject[] = [];
  const schedule =
    options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const create = (createOptions: unknown): FakeCallObject => {
    if (options.failCreate !== undefined) {
      throw options.failCreate === true ? new Error('createCallObject failed (fake)') : options.failCreate;
    }
    if (instances.some((instance) => !instance.isDestroyed())) {
      throw new Error('Duplicate DailyIframe instances are not allowed');
    }
    // Like Daily, a call object created with startAudioOff starts with the microphone off.
    const startAudioOff = (createOptions as { startAudioOff?: unknown } | undefined)?.startAudioOff === true;
    const fake = createFakeCallObject({
      ...options,
      localAudio: options.localAudio ?? !startAudioOff,
    }) as FakeCallObject & {
      createOptions: unknown;
    };
    fake.createOptions = createOptions;
    instances.push(fake);
    return fake;
  };
  return {
    createCallObject: (createOptions) => {
      const ms = options.createDelay ?? 0;
      if (ms <= 0) return create(createOptions);
      return new Promise((resolve, reject) =>
        schedule(() => {
          try {
            resolve(create(createOptions));
          } catch (error) {
            reject(error);
          }
        }, ms),
      );
    },
    instances,
    get last() {
      return instances.at(-1);
    },
    live: () => instances.filter((instance) => !instance.isDestroyed()),
  };
}
