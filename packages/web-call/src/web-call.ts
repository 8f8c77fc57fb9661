import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { type CallSnapshot, type CallState, createCallStore } from './call-state';
import type { ClientMessage } from './client-message';
import { type Clock, systemClock, timestamp } from './clock';
import { attachCall, createDailyCallObject, type DailyCallLike } from './daily/adapter';
import { type InputDevices, toFactoryOptions, toSafeInputDevices } from './daily/call-object-settings';
import { loadDaily } from './daily/load-daily';
import { createRemoteAudioPlayers, type RemoteAudioPlayers } from './daily/remote-audio';
import { Emitter } from './emitter';
import { abortError, forwardAbort, toError } from './errors';
import type { NetworkQuality, RemoteAudio, WebCallErrorEvent, WebCallEvents } from './events';
import { isMobileBrowser } from './is-mobile-browser';
import { type CallObjectLease, leaseCallObject } from './lease-call-object';
import { type CreateWebCall, createWebCallCreator, type WebCallResponse } from './platform';
import { parseAppMessage } from './platform-message';
import { createSpeakingDetector, type SpeakingDetector } from './speaking-detector';
import { StageFailure, stageErrorType } from './stages';
import { runStartFlow, type StartOptions, type WebCallTarget } from './start-flow';
import { resolveTimeouts, type Timeouts } from './timeouts';
import type { WebCallLogger, WebCallOptions } from './web-call-options';

/** One start and the call it leads to: its call object, listeners, audio elements and timers. */
interface Session {
  readonly controller: AbortController;
  readonly detector: SpeakingDetector;
  readonly players: RemoteAudioPlayers;
  /** The page's call object for this session; released when the session ends. */
  readonly lease: CallObjectLease;
  /** The start flow; settles once the session is active or has ended (its call object may still be destroyed). */
  run?: Promise<WebCallResponse | null>;
  callObject?: DailyCallLike;
  detach?: () => void;
  joined?: boolean;
  /** When video recording was requested (clock time). */
  recordingAt?: number;
  /** The start succeeded: ending the session is the end of a call, not an aborted start. */
  active?: boolean;
  /** The platform reported the end itself: no synthetic ended status. */
  endedSeen?: boolean;
  /** The last microphone level reported (0..1). */
  localVolume: number;
  /** The last network quality reported, so that repeats are not. */
  quality?: NetworkQuality;
  ended?: boolean;
}

/** A browser voice call with a platform assistant, squad or workflow, started stage by stage on daily-js. */
export class WebCall extends Emitter<WebCallEvents> {
  readonly #store = createCallStore();
  readonly #options: WebCallOptions;
  readonly #clock: Clock;
  /** `logger.warn`, bound: handed to the units as their way to report. */
  readonly #warn: WebCallLogger['warn'];
  readonly #timeouts: Required<Timeouts>;
  /** The session starting or active; a stopped one is no longer it, even while it winds down. */
  #session: Session | undefined;
  /** The newest session, stopped or not: a start waits for it to wind down, a stop for its release. */
  #last: Session | undefined;
  readonly #createWebCall: CreateWebCall;
  #factoryOptions: DailyFactoryOptions | undefined;
  #volume = 0;

  constructor(options: WebCallOptions) {
    super();
    if (typeof options?.publicKey !== 'string' || !options.publicKey.trim()) {
      throw new TypeError('WebCall needs a publicKey: a non-empty string.');
    }
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    const logger = options.logger ?? console;
    this.#warn = logger.warn.bind(logger);
    this.#timeouts = resolveTimeouts(options.timeouts);
    this.#createWebCall = createWebCallCreator(options);
  }

  /** `idle`, `connecting` or `active`. */
  get state(): CallState {
    return this.getSnapshot().state;
  }

  /** Subscribes to snapshot changes (for `useSyncExternalStore`); returns the unsubscribe function. */
  // The store's own functions: they need no `this`, so React can call them detached.
  readonly subscribe: (listener: () => void) => () => void = this.#store.subscribe;

  /** The current snapshot; the same object until something in it changes. */
  readonly getSnapshot: () => CallSnapshot = this.#store.getSnapshot;

  /** The last `volume-level` (0..1); read it in an animation frame instead of re-rendering on every report. */
  getVolumeLevel(): number {
    return this.#volume;
  }

  /** The assistant's audio now playing (for a visualiser); also announced by `remote-audio-start`. */
  getRemoteAudio(): readonly RemoteAudio[] {
    return this.#session?.players.list() ?? [];
  }

  /** Loads daily-js ahead of `start()` (e.g. when the pointer reaches the call button); never rejects. */
  async preload(): Promise<void> {
    if (!this.#options.createCallObject) {
      await loadDaily().catch((error: unknown) => this.#warn('Could not preload daily-js.', error));
    }
  }

  /**
   * Starts a call. Resolves the created web call once every stage has run, or `null` when a stage failed, the
   * start was aborted, or a call is already started. Never rejects; failures arrive as events.
   */
  start(target: WebCallTarget, options: StartOptions = {}): Promise<WebCallResponse | null> {
    // The specification's rule: a second start is skipped, without a request or an event.
    if (this.#session) return Promise.resolve(null);
    const previous = this.#last;
    // Taking the lease preempts a call that another WebCall of the page holds.
    const session: Session = {
      controller: new AbortController(),
      detector: createSpeakingDetector(
        {
          onSpeaking: (speaking) => {
            this.#store.update({ speaking });
            this.emit(speaking ? 'speech-start' : 'speech-end');
          },
          onVolume: (volume) => {
            this.#volume = this.#level('volume-level', this.#volume, volume);
          },
        },
        this.#clock,
      ),
      players: createRemoteAudioPlayers((error) => this.#warn('The browser refused to play audio.', error)),
      lease: leaseCallObject(() => {
        if (this.#session === session) void this.stop();
      }, this.#warn),
      localVolume: 0,
    };
    this.#session = this.#last = session;
    // A stopped start still unwinding ends first, so its events never interleave with this start's.
    session.run =
      previous?.run && !previous.ended
        ? previous.run.then(() => this.#start(session, target, options))
        : this.#start(session, target, options);
    // A failed start resolves once its call object is destroyed: nothing is left behind.
    return session.run.then((response) => response ?? session.lease.release().then(() => null));
  }

  /**
   * Ends the call, or aborts a start in progress (even one waiting for an earlier call to end); resolves once
   * the call object is destroyed. A `start()` made after it is never skipped: it runs once this one is released.
   */
  async stop(): Promise<void> {
    const session = this.#session;
    const last = this.#last;
    if (session) {
      this.#session = undefined;
      this.#end(session, abortError('The call was stopped.'));
    }
    await last?.run;
    await last?.lease.release();
  }

  /** Asks the platform to end the call for everyone, then stops. */
  async end(): Promise<void> {
    this.send({ type: 'end-call' });
    await this.stop();
  }

  /** Sends a live-call-control message; returns false (and sends nothing) when no call is joined. */
  send(message: ClientMessage): boolean {
    const session = this.#session;
    if (!session?.joined) return false;
    session.callObject?.sendAppMessage(JSON.stringify(message), '*');
    return true;
  }

  /** Makes the assistant say `text`, optionally ending the call after it. */
  say(text: string, endCallAfterSpoken?: boolean): boolean {
    if (!text?.trim()) throw new TypeError('say() needs a non-empty text.');
    return this.send({ type: 'say', message: text, endCallAfterSpoken });
  }

  /** Mutes or unmutes the microphone. */
  setMuted(muted: boolean): void {
    // Never `forceDiscardTrack`: re-acquiring the mic later fails in Chrome 140+.
    this.#callObject().setLocalAudio(!muted);
    this.#store.update({ muted });
  }

  /** Whether the microphone is muted. */
  isMuted(): boolean {
    return !this.#callObject().localAudio();
  }

  /** Switches microphone or camera; `audioSource: false` is dropped with a warning (Chrome 140+). */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    await this.#callObject().setInputDevicesAsync(toSafeInputDevices(devices, this.#warn));
  }

  /** Switches the speaker. */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    await this.#callObject().setOutputDeviceAsync(device);
  }

  #callObject(): DailyCallLike {
    const callObject = this.#session?.callObject;
    if (!callObject) throw new Error('Call object is not available.');
    return callObject;
  }

  async #start(
    session: Session,
    target: WebCallTarget,
    options: StartOptions,
  ): Promise<WebCallResponse | null> {
    // Stopped (or preempted) while an earlier start wound down: it never began, so it reports nothing.
    if (session !== this.#session) {
      this.#finish(session, false);
      return null;
    }
    const store = this.#store;
    const clock = this.#clock;
    const unlink = forwardAbort(options.signal, session.controller);
    store.update({ state: 'connecting', error: undefined, callId: undefined });
    const startedAt = clock.now();
    try {
      const response = await runStartFlow({
        target,
        options,
        clock,
        signal: session.controller.signal,
        isMobile: this.#options.isMobile ?? isMobileBrowser,
        timeouts: this.#timeouts,
        progress: (event) => this.emit('call-start-progress', event),
        error: (event) => this.#reportError(event),
        createWebCall: async (body, signal) => {
          const response = await this.#createWebCall(body, signal);
          store.update({ callId: response.id });
          return response;
        },
        createCallObject: async (signal) => {
          // Built (and checked) once per WebCall, so the Chrome 140+ warnings show once.
          this.#factoryOptions ??= toFactoryOptions(this.#options.callObject ?? {}, this.#warn);
          const options = { ...this.#factoryOptions };
          const custom = this.#options.createCallObject;
          // Loaded outside the lease, so that a stop while daily-js downloads does not wait for the download.
          if (!custom) await loadDaily();
          session.callObject = await session.lease.create(
            () => (custom ?? createDailyCallObject)(options),
            signal,
          );
          return session.callObject;
        },
        attach: (callObject, subscribeVideo) => {
          const attached = attachCall(
            callObject,
            {
              appMessage: (data) => this.#onAppMessage(session, data),
              audioLevels: (levels) => session.detector.push(levels),
              localAudioLevel: (level) => {
                session.localVolume = this.#level('local-volume-level', session.localVolume, level);
              },
              networkQuality: (quality) => {
                if (quality === session.quality) return;
                session.quality = quality;
                this.emit('network-quality', { quality });
              },
              remoteAudioStarted: (participantId, track) =>
                this.emit('remote-audio-start', session.players.add(participantId, track)),
              remoteAudioStopped: (participantId) => this.#removeAudio(session, participantId),
              left: () => this.#end(session, abortError('The call left the room.')),
              fatalError: (error) => {
                this.#reportError({ type: 'daily-error', error });
                this.#end(session, error);
              },
              microphoneError: (error) => this.#reportError({ type: 'microphone-error', error }),
              recordingStarted: () => {
                if (session.recordingAt === undefined) return;
                // The platform holds the first message until the recording runs, so it is not cut off.
                this.send({
                  type: 'control',
                  control: 'say-first-message',
                  videoRecordingStartDelaySeconds: (clock.now() - session.recordingAt) / 1000,
                });
              },
              warn: this.#warn,
            },
            subscribeVideo,
          );
          session.detach = attached.detach;
          return attached;
        },
        joined: (callObject) => {
          session.joined = true;
          // `startAudioOff` (or a device without a microphone) leaves the call muted from the start.
          store.update({ muted: !callObject.localAudio() });
        },
        recordingRequested: () => {
          session.recordingAt = clock.now();
        },
      });
      session.active = true;
      store.update({ state: 'active' });
      this.emit('call-start-success', {
        totalDuration: clock.now() - startedAt,
        callId: response.id,
        timestamp: timestamp(),
      });
      return response;
    } catch (thrown) {
      // Only a StageFailure is expected; anything else is a bug, still reported rather than thrown.
      const failure =
        thrown instanceof StageFailure ? thrown : new StageFailure('initialization', toError(thrown), false);
      this.#finish(session, false);
      if (!failure.aborted) {
        this.#reportError({
          type: stageErrorType(failure.stage),
          stage: failure.stage,
          error: failure.cause,
        });
      }
      this.emit('call-start-failed', {
        stage: failure.stage,
        totalDuration: clock.now() - startedAt,
        error: failure.cause,
        aborted: failure.aborted,
        timestamp: timestamp(),
      });
      return null;
    } finally {
      unlink();
    }
  }

  /** Stop, a left room or a fatal Daily error: an active call ends at once, a start in progress is aborted. */
  #end(session: Session, reason: Error): void {
    if (session.active) this.#finish(session, true);
    else session.controller.abort(reason);
  }

  /**
   * Ends a session: listeners off, audio elements removed, speaking and volume reset, state idle, the call
   * object destroyed (then the page's next start may create one), and for a call that was active `call-end`
   * and the ended status.
   */
  #finish(session: Session, wasActive: boolean): void {
    if (session.ended) return;
    session.ended = true;
    session.controller.abort(abortError('The call ended.'));
    if (session.recordingAt !== undefined) {
      try {
        session.callObject?.stopRecording();
      } catch (error) {
        this.#warn('Could not stop the recording.', error);
      }
    }
    session.detach?.();
    session.detector.stop();
    for (const { participantId } of session.players.list()) this.#removeAudio(session, participantId);
    this.#volume = this.#level('volume-level', this.#volume, 0);
    this.#level('local-volume-level', session.localVolume, 0);
    if (this.#session === session) this.#session = undefined;
    this.#store.update({ state: 'idle', speaking: false, muted: false });
    void session.lease.release();
    if (wasActive) {
      this.emit('call-end');
      if (!session.endedSeen) {
        this.emit('message', {
          type: 'status-update',
          status: 'ended',
          endedReason: 'customer-ended-call',
        });
      }
    }
  }

  #onAppMessage(session: Session, data: unknown): void {
    if (data === 'listening') {
      this.emit('call-start');
      return;
    }
    const message = parseAppMessage(data);
    if (!message) {
      this.#warn('Ignored an app message without a type.', data);
      return;
    }
    if (message.type === 'status-update' && message.status === 'ended') session.endedSeen = true;
    this.emit('message', message);
  }

  #removeAudio(session: Session, participantId: string): void {
    if (session.players.remove(participantId)) this.emit('remote-audio-end', { participantId });
  }

  /**
   * Reports a level (clamped to 0..1) unless it is 0 again; returns it as the new last level. The reset to 0 at
   * the end is reported too, so a visualiser does not freeze at the last level.
   */
  #level(event: 'volume-level' | 'local-volume-level', last: number, level: number): number {
    const clamped = Math.min(1, Math.max(0, level)) || 0;
    if (clamped || last) this.emit(event, clamped);
    return clamped;
  }

  #reportError(event: WebCallErrorEvent): void {
    this.#store.update({ error: event });
    this.emit('error', event);
  }
}
