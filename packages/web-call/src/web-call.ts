import type { CallSession, SessionHost } from './call-session';
import { type CallSnapshot, type CallState, createCallStore } from './call-state';
import { type Clock, systemClock } from './clock';
import type { CreateCallObject } from './daily/adapter';
import type { CallObjectSettings, InputDevices } from './daily/call-object-settings';
import { loadDaily } from './daily/load-daily';
import { Emitter } from './emitter';
import { abortError, toError } from './errors';
import type {
  RemoteAudio,
  WebCallErrorEvent,
  WebCallEventName,
  WebCallEvents,
  WebCallListener,
} from './events';
import type { WebCallResponse } from './platform';
import { STAGE_ERROR_TYPES, StageFailure } from './stages';
import { runStartFlow, type StartOptions, type WebCallTarget } from './start-flow';

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

const MOBILE_USER_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

/** The default `isMobile`: a mobile user agent, or an iPad that reports itself as a Mac. */
export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const agent = navigator.userAgent;
  return MOBILE_USER_AGENT.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}

// The call code is a separate chunk: bundlers split at this import() as they do at daily-js's.
const loadCallSession = () => import('./call-session');

/** One start and, once initialized, its session. */
interface Attempt {
  readonly controller: AbortController;
  session?: CallSession;
}

/** A browser voice call with a platform assistant, squad or workflow, started stage by stage on daily-js. */
export class WebCall {
  readonly #emitter = new Emitter<WebCallEvents>();
  readonly #store = createCallStore();
  readonly #host: SessionHost;
  readonly #isMobile: () => boolean;
  #attempt: Attempt | undefined;
  #starting: Promise<unknown> = Promise.resolve();
  #volume = 0;

  constructor(options: WebCallOptions) {
    if (typeof options?.publicKey !== 'string' || options.publicKey.trim() === '') {
      throw new TypeError('WebCall needs a publicKey: a non-empty string.');
    }
    this.#isMobile = options.isMobile ?? isMobileBrowser;
    this.#host = {
      options,
      clock: options.clock ?? systemClock,
      logger: options.logger ?? console,
      emitter: this.#emitter,
      store: this.#store,
      reportError: (event) => this.#reportError(event),
      setVolume: (volume) => {
        // Reset to 0 at the end is reported too, so a visualiser does not freeze at the last level.
        if (volume === 0 && this.#volume === 0) return;
        this.#volume = volume;
        this.#emitter.emit('volume-level', volume);
      },
      released: Promise.resolve(),
      finished: (session) => {
        if (this.#attempt?.session === session) this.#attempt = undefined;
      },
      cache: {},
    };
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
    return this.#attempt?.session?.remoteAudio() ?? [];
  }

  /**
   * Loads the call code and daily-js ahead of `start()` (e.g. when the pointer reaches the call button);
   * never rejects.
   */
  async preload(): Promise<void> {
    const warn = (error: unknown) => this.#host.logger.warn('Could not preload the call code.', error);
    await Promise.all([
      loadCallSession().catch(warn),
      this.#host.options.createCallObject ? undefined : loadDaily().catch(warn),
    ]);
  }

  /**
   * Starts a call. Resolves the created web call once every stage has run, or `null` when a stage failed, the
   * start was aborted, or a call is already started. Never rejects; failures arrive as events.
   */
  start(target: WebCallTarget, options: StartOptions = {}): Promise<WebCallResponse | null> {
    if (this.#attempt) {
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
    const attempt = this.#attempt;
    if (attempt && this.state === 'connecting') {
      attempt.controller.abort(abortError('The call was stopped before it started.'));
      await this.#starting;
    } else {
      await attempt?.session?.finish({ emitEnd: true });
    }
  }

  /** Asks the platform to end the call for everyone, then stops. */
  async end(): Promise<void> {
    this.send({ type: 'end-call' });
    await this.stop();
  }

  /** Sends a live-call-control message; returns false (and sends nothing) when no call is joined. */
  send(message: ClientMessage): boolean {
    const session = this.#attempt?.session;
    if (!session?.isJoined || !session.adapter) return false;
    session.adapter.send(JSON.stringify(message));
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
    this.#adapter().setMicrophoneEnabled(!muted);
    this.#store.update({ muted });
  }

  /** Whether the microphone is muted. */
  isMuted(): boolean {
    return !this.#adapter().microphoneEnabled();
  }

  /** Switches microphone or camera; `audioSource: false` is dropped with a warning (Chrome 140+). */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    const adapter = this.#adapter();
    await this.#attempt?.session?.setInputDevices(adapter, devices);
  }

  /** Switches the speaker. */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    await this.#adapter().setOutputDevice(device);
  }

  #adapter() {
    const adapter = this.#attempt?.session?.adapter;
    if (!adapter) throw new Error('Call object is not available.');
    return adapter;
  }

  async #runStart(target: WebCallTarget, options: StartOptions): Promise<WebCallResponse | null> {
    const attempt: Attempt = { controller: new AbortController() };
    this.#attempt = attempt;
    const { signal } = options;
    const abortFromCaller = () =>
      attempt.controller.abort(signal?.reason ?? abortError('The start was aborted.'));
    if (signal?.aborted) abortFromCaller();
    else signal?.addEventListener('abort', abortFromCaller, { once: true });
    this.#store.update({
      state: 'connecting',
      speaking: false,
      muted: false,
      error: undefined,
      callId: undefined,
    });
    const { clock } = this.#host;
    const startedAt = clock.now();
    try {
      const response = await runStartFlow({
        target,
        options,
        clock,
        signal: attempt.controller.signal,
        isMobile: this.#isMobile,
        progress: (event) => this.#emitter.emit('call-start-progress', event),
        error: (event) => this.#reportError(event),
        initialize: async () => {
          // daily-js starts loading now, in parallel with the call code, not after it.
          if (!this.#host.options.createCallObject) loadDaily().catch(() => {});
          const { openSession } = await loadCallSession();
          attempt.session = openSession(this.#host, attempt.controller);
          return attempt.session;
        },
      });
      this.#store.update({ state: 'active' });
      this.#emitter.emit('call-start-success', {
        totalDuration: clock.now() - startedAt,
        callId: response.id,
        timestamp: new Date().toISOString(),
      });
      return response;
    } catch (thrown) {
      const failure =
        thrown instanceof StageFailure ? thrown : new StageFailure('initialization', toError(thrown), false);
      const released = attempt.session?.finish({ emitEnd: false });
      if (!attempt.session) this.#store.update({ state: 'idle' });
      this.#forget(attempt);
      if (!failure.aborted) {
        this.#reportError({
          type: STAGE_ERROR_TYPES[failure.stage],
          stage: failure.stage,
          error: failure.cause,
        });
      }
      this.#emitter.emit('call-start-failed', {
        stage: failure.stage,
        totalDuration: clock.now() - startedAt,
        error: failure.cause,
        aborted: failure.aborted,
        timestamp: new Date().toISOString(),
      });
      await released;
      return null;
    } finally {
      signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  #forget(attempt: Attempt): void {
    if (this.#attempt === attempt) this.#attempt = undefined;
  }

  #reportError(event: WebCallErrorEvent): void {
    this.#store.update({ error: event });
    this.#emitter.emit('error', event);
  }
}
