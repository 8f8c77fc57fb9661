import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { type CallSnapshot, type CallState, createCallStore } from './call-state';
import { type Clock, systemClock } from './clock';
import {
  CallObjectAdapter,
  type CallObjectHandlers,
  type CreateCallObject,
  createDailyCallObject,
  type DailyCallLike,
  destroyCallObject,
} from './daily/adapter';
import {
  type CallObjectSettings,
  type InputDevices,
  toFactoryOptions,
  toSafeInputDevices,
  validateUserData,
} from './daily/call-object-settings';
import { loadDaily } from './daily/load-daily';
import { createRemoteAudioPlayers, type RemoteAudioPlayers } from './daily/remote-audio';
import { Emitter } from './emitter';
import { abortError, toError } from './errors';
import type {
  RemoteAudio,
  ServerMessage,
  WebCallErrorEvent,
  WebCallEventName,
  WebCallEvents,
  WebCallListener,
} from './events';
import { type CreateWebCall, createWebCallCreator, type WebCallResponse } from './platform';
import { createSpeakingDetector, type SpeakingDetector } from './speaking-detector';
import { STAGE_ERROR_TYPES, StageFailure } from './stages';
import { runStartFlow, type StartFlow, type StartOptions, type WebCallTarget } from './start-flow';

/** Where `WebCall` writes what it cannot report as an event (unparseable messages, failed best-effort steps). */
export interface WebCallLogger {
  warn(message: string, ...details: unknown[]): void;
}

/** Options of `new WebCall()`. */
export interface WebCallOptions {
  /** The platform's public key; sent as the bearer token of `POST /call/web`. */
  readonly publicKey: string;
  /** Platform API base; defaults to `https://api.vapi.ai`. */
  readonly baseUrl?: string;
  /** Replaces daily-js (a fake in tests and simulations); the default loads daily-js on demand. */
  readonly createCallObject?: CreateCallObject;
  /** Whether to wait for mobile microphone permissions; the default reads the user agent. */
  readonly isMobile?: () => boolean;
  /** Replaces the global `fetch` for `POST /call/web`. */
  readonly fetch?: typeof fetch;
  /** Options passed to Daily's `createCallObject` (microphone source, user name and data). */
  readonly callObject?: CallObjectSettings;
  /** Timers and time source; tests and simulations inject their own. */
  readonly clock?: Clock;
  /** Defaults to `console`. */
  readonly logger?: WebCallLogger;
}

/** A message the browser sends to the platform during a call. */
export type ClientMessage =
  | {
      readonly type: 'add-message';
      readonly message: ConversationMessage;
      readonly triggerResponseEnabled?: boolean;
    }
  | {
      readonly type: 'control';
      readonly control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
      readonly videoRecordingStartDelaySeconds?: number;
    }
  | {
      readonly type: 'say';
      readonly message: string;
      readonly endCallAfterSpoken?: boolean;
      readonly interruptionsEnabled?: boolean;
      readonly interruptAssistantEnabled?: boolean;
    }
  | { readonly type: 'end-call' };

/** A message added to the assistant's conversation. */
export interface ConversationMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

const NO_CALL_OBJECT = 'Call object is not available.';
const noop = () => {};

const MOBILE_USER_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

/** The default `isMobile`: a mobile user agent, or an iPad that reports itself as a Mac. */
export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    MOBILE_USER_AGENT.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

/** Everything that belongs to one `start()`, so a late event of an old call can never touch a new one. */
interface Session {
  readonly controller: AbortController;
  callObject?: DailyCallLike;
  creating?: Promise<DailyCallLike>;
  adapter?: CallObjectAdapter;
  response?: WebCallResponse;
  joined: boolean;
  recordingRequestedAt?: number;
  endedStatusSeen: boolean;
  disposed: boolean;
  readonly detector: SpeakingDetector;
  readonly players: RemoteAudioPlayers;
}

/** A browser voice call with a platform assistant, squad or workflow, started stage by stage on daily-js. */
export class WebCall {
  readonly #emitter = new Emitter<WebCallEvents>();
  readonly #store = createCallStore();
  readonly #clock: Clock;
  readonly #logger: WebCallLogger;
  readonly #isMobile: () => boolean;
  readonly #createWebCall: CreateWebCall;
  readonly #createCallObject: CreateCallObject;
  readonly #usesDaily: boolean;
  readonly #callObjectSettings: CallObjectSettings;
  readonly #factoryOptions: DailyFactoryOptions;
  #session: Session | undefined;
  #starting: Promise<unknown> = Promise.resolve();
  // Settles when the previous session's call object is destroyed: Daily allows one instance at a time.
  #released: Promise<void> = Promise.resolve();
  #volume = 0;

  constructor(options: WebCallOptions) {
    if (typeof options?.publicKey !== 'string' || options.publicKey.trim() === '') {
      throw new TypeError('WebCall needs a publicKey: a non-empty string.');
    }
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? console;
    this.#isMobile = options.isMobile ?? isMobileBrowser;
    this.#createWebCall = createWebCallCreator(options);
    this.#usesDaily = !options.createCallObject;
    this.#createCallObject = options.createCallObject ?? createDailyCallObject;
    // Rewritten once here, so the Chrome 140+ warning shows once per WebCall rather than once per call.
    this.#callObjectSettings = options.callObject ?? {};
    this.#factoryOptions = toFactoryOptions(this.#callObjectSettings, (message) =>
      this.#logger.warn(message),
    );
  }

  /** `idle`, `connecting` or `active`. */
  get state(): CallState {
    return this.#store.getSnapshot().state;
  }

  /** Adds a listener; the payload type follows the event name. */
  on<E extends WebCallEventName>(event: E, listener: WebCallListener<E>): this {
    this.#emitter.on(event, listener);
    return this;
  }

  /** Removes a listener added with `on` or `once`. */
  off<E extends WebCallEventName>(event: E, listener: WebCallListener<E>): this {
    this.#emitter.off(event, listener);
    return this;
  }

  /** Adds a listener that is removed after its first call. */
  once<E extends WebCallEventName>(event: E, listener: WebCallListener<E>): this {
    this.#emitter.once(event, listener);
    return this;
  }

  /** Subscribes to snapshot changes (for `useSyncExternalStore`); returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => this.#store.subscribe(listener);

  /** The current snapshot; the same object until something in it changes. */
  readonly getSnapshot = (): CallSnapshot => this.#store.getSnapshot();

  /** The last `volume-level` (0..1); read it in an animation frame instead of re-rendering on every report. */
  getVolumeLevel(): number {
    return this.#volume;
  }

  /** The assistant's audio now playing (for a visualiser); also announced by `remote-audio-start`. */
  getRemoteAudio(): readonly RemoteAudio[] {
    return this.#session?.players.list() ?? [];
  }

  /** Loads daily-js ahead of `start()` (e.g. when the pointer enters the call button); never rejects. */
  async preload(): Promise<void> {
    if (!this.#usesDaily) return;
    await loadDaily().catch((error: unknown) => this.#logger.warn('Could not preload daily-js.', error));
  }

  /**
   * Starts a call. Resolves the created web call once every stage has run, or `null` when a stage failed, the
   * start was aborted, or a call is already started. Never rejects; failures arrive as events.
   */
  start(target: WebCallTarget, options: StartOptions = {}): Promise<WebCallResponse | null> {
    if (this.#session) {
      this.#emitter.emit('call-start-progress', {
        stage: 'input-validation',
        status: 'failed',
        timestamp: new Date().toISOString(),
        metadata: { reason: 'already-started' },
      });
      return Promise.resolve(null);
    }
    const starting = this.#runStart(target, options);
    this.#starting = starting;
    return starting;
  }

  /** Ends the call, or aborts a start in progress; resolves once the call object is destroyed. */
  async stop(): Promise<void> {
    const session = this.#session;
    if (session && this.state === 'connecting') {
      session.controller.abort(abortError('The call was stopped before it started.'));
      await this.#starting;
    } else if (session) {
      await this.#finish(session, { emitEnd: true });
    }
  }

  /** Asks the platform to end the call for everyone, then stops. */
  async end(): Promise<void> {
    this.send({ type: 'end-call' });
    await this.stop();
  }

  /** Sends a live-call-control message; returns false (and sends nothing) when no call is joined. */
  send(message: ClientMessage): boolean {
    const adapter = this.#session?.joined ? this.#session.adapter : undefined;
    if (!adapter) return false;
    adapter.send(JSON.stringify(message));
    return true;
  }

  /** Makes the assistant say `text`, optionally ending the call after it. */
  say(text: string, endCallAfterSpoken?: boolean): boolean {
    if (typeof text !== 'string' || text.trim() === '') throw new TypeError('say() needs a non-empty text.');
    return this.send({
      type: 'say',
      message: text,
      ...(endCallAfterSpoken !== undefined && { endCallAfterSpoken }),
    });
  }

  /** Mutes or unmutes the microphone. */
  setMuted(muted: boolean): void {
    this.#requireAdapter().setMicrophoneEnabled(!muted);
    this.#store.update({ muted });
  }

  /** Whether the microphone is muted. */
  isMuted(): boolean {
    return !this.#requireAdapter().microphoneEnabled();
  }

  /** Switches microphone or camera; `audioSource: false` is dropped with a warning (Chrome 140+). */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    const adapter = this.#requireAdapter();
    await adapter.setInputDevices(toSafeInputDevices(devices, (message) => this.#logger.warn(message)));
  }

  /** Switches the speaker. */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    await this.#requireAdapter().setOutputDevice(device);
  }

  #requireAdapter(): CallObjectAdapter {
    const adapter = this.#session?.adapter;
    if (!adapter) throw new Error(NO_CALL_OBJECT);
    return adapter;
  }

  async #runStart(target: WebCallTarget, options: StartOptions): Promise<WebCallResponse | null> {
    const session = this.#newSession();
    this.#session = session;
    this.#store.update({
      state: 'connecting',
      speaking: false,
      muted: false,
      error: undefined,
      callId: undefined,
    });
    const abortFromCaller = () =>
      session.controller.abort(options.signal?.reason ?? abortError('The start was aborted.'));
    if (options.signal?.aborted) abortFromCaller();
    else options.signal?.addEventListener('abort', abortFromCaller, { once: true });
    const startedAt = this.#clock.now();
    try {
      const response = await runStartFlow(this.#flow(session, target, options));
      this.#store.update({ state: 'active' });
      this.#emitter.emit('call-start-success', {
        totalDuration: this.#clock.now() - startedAt,
        callId: response.id,
        timestamp: new Date().toISOString(),
      });
      return response;
    } catch (thrown) {
      const failure =
        thrown instanceof StageFailure ? thrown : new StageFailure('initialization', toError(thrown), false);
      const released = this.#finish(session, { emitEnd: false });
      if (!failure.aborted) {
        this.#reportError({
          type: STAGE_ERROR_TYPES[failure.stage],
          stage: failure.stage,
          error: failure.cause,
        });
      }
      this.#emitter.emit('call-start-failed', {
        stage: failure.stage,
        totalDuration: this.#clock.now() - startedAt,
        error: failure.cause,
        aborted: failure.aborted,
        timestamp: new Date().toISOString(),
      });
      await released;
      return null;
    } finally {
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  #newSession(): Session {
    const session: Session = {
      controller: new AbortController(),
      joined: false,
      endedStatusSeen: false,
      disposed: false,
      detector: createSpeakingDetector(
        {
          onSpeechStart: () => {
            this.#store.update({ speaking: true });
            this.#emitter.emit('speech-start');
          },
          onSpeechEnd: () => {
            this.#store.update({ speaking: false });
            this.#emitter.emit('speech-end');
          },
          onVolume: (volume) => {
            this.#volume = volume;
            this.#emitter.emit('volume-level', volume);
          },
        },
        this.#clock,
      ),
      players: createRemoteAudioPlayers((error) =>
        this.#logger.warn('The browser refused to play the assistant audio.', error),
      ),
    };
    return session;
  }

  #flow(session: Session, target: WebCallTarget, options: StartOptions): StartFlow {
    return {
      target,
      options,
      clock: this.#clock,
      signal: session.controller.signal,
      isMobile: this.#isMobile,
      progress: (event) => this.#emitter.emit('call-start-progress', event),
      error: (event) => this.#reportError(event),
      createWebCall: async (body, signal) => {
        const response = await this.#createWebCall(body, signal);
        session.response = response;
        this.#store.update({ callId: response.id });
        return response;
      },
      createCallObject: async (signal) => {
        validateUserData(this.#callObjectSettings.userData);
        await this.#released;
        if (signal.aborted) throw signal.reason;
        session.creating = Promise.resolve().then(() => this.#createCallObject({ ...this.#factoryOptions }));
        const callObject = await session.creating;
        // A call object that arrives after the session ended is destroyed by `#finish`'s release.
        if (session.disposed) throw abortError('The call object arrived after the start ended.');
        session.callObject = callObject;
        return callObject;
      },
      connect: (callObject, response) => {
        const adapter = new CallObjectAdapter(callObject, this.#handlers(session), {
          // The platform streams video only for a recorded call or a video avatar voice.
          subscribeVideo:
            response.artifactPlan?.videoRecordingEnabled === true ||
            response.assistant?.voice?.provider === 'tavus',
        });
        adapter.attach();
        session.adapter = adapter;
        return adapter;
      },
      joined: () => {
        session.joined = true;
      },
      recordingRequested: () => {
        session.recordingRequestedAt = this.#clock.now();
      },
    };
  }

  #handlers(session: Session): CallObjectHandlers {
    return {
      appMessage: (data) => this.#onAppMessage(session, data),
      audioLevels: (levels) => session.detector.push(levels),
      remoteAudioStarted: (participantId, track) => {
        this.#emitter.emit('remote-audio-start', session.players.add(participantId, track));
      },
      remoteAudioStopped: (participantId) => {
        if (session.players.remove(participantId)) this.#emitter.emit('remote-audio-end', { participantId });
      },
      left: () => {
        if (session.disposed) return;
        if (this.state === 'active') this.#finish(session, { emitEnd: true });
        else session.controller.abort(abortError('The call object left the room before the call started.'));
      },
      fatalError: (error) => {
        if (session.disposed) return;
        this.#reportError({ type: 'daily-error', error });
        if (this.state === 'active') this.#finish(session, { emitEnd: true, skipEndedStatus: true });
        else session.controller.abort(error);
      },
      recordingStarted: () => {
        if (session.recordingRequestedAt === undefined) return;
        const delaySeconds = (this.#clock.now() - session.recordingRequestedAt) / 1000;
        // The platform holds the first message until the recording runs, so it is not cut off.
        session.adapter?.send(
          JSON.stringify({
            type: 'control',
            control: 'say-first-message',
            videoRecordingStartDelaySeconds: delaySeconds,
          }),
        );
      },
      warn: (message, error) => this.#logger.warn(message, error),
    };
  }

  #onAppMessage(session: Session, data: unknown): void {
    if (data === 'listening') {
      this.#emitter.emit('call-start');
      return;
    }
    let message: unknown = data;
    if (typeof data === 'string') {
      try {
        message = JSON.parse(data);
      } catch {
        this.#logger.warn('Ignored an app message that is not JSON.', data);
        return;
      }
    }
    if (
      typeof message !== 'object' ||
      message === null ||
      typeof (message as ServerMessage).type !== 'string'
    ) {
      this.#logger.warn('Ignored an app message without a type.', data);
      return;
    }
    const serverMessage = message as ServerMessage;
    if (serverMessage.type === 'status-update' && serverMessage.status === 'ended')
      session.endedStatusSeen = true;
    this.#emitter.emit('message', serverMessage);
  }

  #reportError(event: WebCallErrorEvent): void {
    this.#store.update({ error: event });
    this.#emitter.emit('error', event);
  }

  /**
   * Ends a session: listeners off, audio elements removed, speaking reset, state idle, then (for a call that
   * was active) `call-end` and the ended status. Destroys the call object; returns when that is done.
   */
  #finish(session: Session, how: { emitEnd: boolean; skipEndedStatus?: boolean }): Promise<void> {
    if (session.disposed) return Promise.resolve();
    session.disposed = true;
    const wasActive = this.#session === session && this.state === 'active';
    session.controller.abort(abortError('The call ended.'));
    if (session.recordingRequestedAt !== undefined) {
      try {
        session.adapter?.stopRecording();
      } catch (error) {
        this.#logger.warn('Could not stop the recording.', error);
      }
    }
    session.adapter?.detach();
    session.detector.stop();
    session.players.removeAll();
    if (this.#volume !== 0) {
      // A visualiser driven by volume-level would otherwise freeze at the last level.
      this.#volume = 0;
      this.#emitter.emit('volume-level', 0);
    }
    if (this.#session === session) this.#session = undefined;
    this.#store.update({ state: 'idle', speaking: false, muted: false });

    const destroyed = session.callObject ? this.#destroy(session.callObject) : Promise.resolve();
    // A creation still in flight is destroyed when it lands; the next start waits for that, stop() does not.
    const late = session.callObject
      ? undefined
      : session.creating?.then((callObject) => this.#destroy(callObject), noop);
    this.#released = Promise.all([this.#released, destroyed, late]).then(noop);

    if (how.emitEnd && wasActive) {
      this.#emitter.emit('call-end');
      if (!session.endedStatusSeen && !how.skipEndedStatus) {
        session.endedStatusSeen = true;
        this.#emitter.emit('message', {
          type: 'status-update',
          status: 'ended',
          endedReason: 'customer-ended-call',
        });
      }
    }
    return destroyed;
  }

  async #destroy(callObject: DailyCallLike): Promise<void> {
    try {
      await destroyCallObject(callObject);
    } catch (error) {
      this.#logger.warn('Could not destroy the call object.', error);
    }
  }
}
