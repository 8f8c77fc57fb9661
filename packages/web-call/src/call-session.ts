/**
 * One call, from the creation of its web call to its end. This module and what it imports (the platform
 * client, the Daily adapter, audio players, speaking detection) are loaded with `import()` when a call starts
 * or on `preload()`, so a page that shows a call button pays only for the small `WebCall` facade up front.
 */
import type { DailyFactoryOptions } from '@daily-co/daily-js';
import type { CallStore } from './call-state';
import type { Clock } from './clock';
import {
  CallObjectAdapter,
  type CallObjectHandlers,
  createDailyCallObject,
  type DailyCallLike,
  destroyCallObject,
} from './daily/adapter';
import {
  type InputDevices,
  toFactoryOptions,
  toSafeInputDevices,
  validateUserData,
} from './daily/call-object-settings';
import { createRemoteAudioPlayers, type RemoteAudioPlayers } from './daily/remote-audio';
import type { Emitter } from './emitter';
import { abortError } from './errors';
import type { RemoteAudio, ServerMessage, WebCallErrorEvent, WebCallEvents } from './events';
import { type CreateWebCall, createWebCallCreator, type WebCallResponse } from './platform';
import { createSpeakingDetector, type SpeakingDetector } from './speaking-detector';
import type { SessionHooks } from './start-flow';
import type { WebCallLogger, WebCallOptions } from './web-call';

/** What a session needs from the `WebCall` that owns it. */
export interface SessionHost {
  readonly options: WebCallOptions;
  readonly clock: Clock;
  readonly logger: WebCallLogger;
  readonly emitter: Emitter<WebCallEvents>;
  readonly store: CallStore;
  reportError(event: WebCallErrorEvent): void;
  setVolume(volume: number): void;
  /** Settles when the previous session's call object is destroyed: Daily allows one instance at a time. */
  released: Promise<void>;
  /** The session ended (state is idle again): a new start may begin. */
  finished(session: CallSession): void;
  /** Built on first use and kept for the WebCall's lifetime. */
  cache: { createWebCall?: CreateWebCall; factoryOptions?: DailyFactoryOptions };
}

const noop = () => {};

/** Opens a session for one start; `controller` aborts the start while it is connecting. */
export function openSession(host: SessionHost, controller: AbortController): CallSession {
  return new CallSession(host, controller);
}

/** The call objects, listeners, audio elements and timers of one call, and their cleanup in one place. */
export class CallSession implements SessionHooks {
  readonly #host: SessionHost;
  readonly #controller: AbortController;
  readonly #detector: SpeakingDetector;
  readonly #players: RemoteAudioPlayers;
  #callObject: DailyCallLike | undefined;
  #creating: Promise<DailyCallLike> | undefined;
  #adapter: CallObjectAdapter | undefined;
  #joined = false;
  #recordingRequestedAt: number | undefined;
  #endedStatusSeen = false;
  #disposed = false;

  constructor(host: SessionHost, controller: AbortController) {
    this.#host = host;
    this.#controller = controller;
    const { emitter, store } = host;
    this.#detector = createSpeakingDetector(
      {
        onSpeechStart: () => {
          store.update({ speaking: true });
          emitter.emit('speech-start');
        },
        onSpeechEnd: () => {
          store.update({ speaking: false });
          emitter.emit('speech-end');
        },
        onVolume: (volume) => host.setVolume(volume),
      },
      host.clock,
    );
    this.#players = createRemoteAudioPlayers((error) =>
      host.logger.warn('The browser refused to play the assistant audio.', error),
    );
  }

  /** The call object exists and has the session's listeners. */
  get adapter(): CallObjectAdapter | undefined {
    return this.#adapter;
  }

  /** The join completed: messages can be sent. */
  get isJoined(): boolean {
    return this.#joined;
  }

  remoteAudio(): readonly RemoteAudio[] {
    return this.#players.list();
  }

  setInputDevices(adapter: CallObjectAdapter, devices: InputDevices): Promise<void> {
    return adapter.setInputDevices(toSafeInputDevices(devices, (message) => this.#host.logger.warn(message)));
  }

  createWebCall(body: Parameters<CreateWebCall>[0], signal: AbortSignal): Promise<WebCallResponse> {
    const { cache, options, store } = this.#host;
    cache.createWebCall ??= createWebCallCreator(options);
    return cache.createWebCall(body, signal).then((response) => {
      store.update({ callId: response.id });
      return response;
    });
  }

  async createCallObject(signal: AbortSignal): Promise<DailyCallLike> {
    const host = this.#host;
    const settings = host.options.callObject ?? {};
    validateUserData(settings.userData);
    // Rewritten once per WebCall, so the Chrome 140+ warnings show once.
    host.cache.factoryOptions ??= toFactoryOptions(settings, (message) => host.logger.warn(message));
    await host.released;
    if (signal.aborted) throw signal.reason;
    const create = host.options.createCallObject ?? createDailyCallObject;
    const factoryOptions = { ...host.cache.factoryOptions };
    this.#creating = Promise.resolve().then(() => create(factoryOptions));
    const callObject = await this.#creating;
    // A call object that arrives after the session ended is destroyed by finish().
    if (this.#disposed) throw abortError('The call object arrived after the start ended.');
    this.#callObject = callObject;
    return callObject;
  }

  connect(callObject: DailyCallLike, response: WebCallResponse): CallObjectAdapter {
    const adapter = new CallObjectAdapter(callObject, this.#handlers(), {
      // The platform streams video only for a recorded call or a video avatar voice.
      subscribeVideo:
        response.artifactPlan?.videoRecordingEnabled === true ||
        response.assistant?.voice?.provider === 'tavus',
    });
    adapter.attach();
    this.#adapter = adapter;
    return adapter;
  }

  joined(): void {
    this.#joined = true;
    // `startAudioOff` (or a device without a microphone) leaves the call muted from the start.
    if (this.#adapter) this.#host.store.update({ muted: !this.#adapter.microphoneEnabled() });
  }

  recordingRequested(): void {
    this.#recordingRequestedAt = this.#host.clock.now();
  }

  /**
   * Ends the session: listeners off, audio elements removed, speaking and volume reset, state idle, then (for a
   * call that was active) `call-end` and the ended status. Resolves when the call object is destroyed.
   */
  finish(how: { emitEnd: boolean; skipEndedStatus?: boolean }): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    this.#disposed = true;
    const host = this.#host;
    const wasActive = host.store.getSnapshot().state === 'active';
    this.#controller.abort(abortError('The call ended.'));
    const adapter = this.#adapter;
    if (adapter && this.#recordingRequestedAt !== undefined) {
      try {
        adapter.stopRecording();
      } catch (error) {
        host.logger.warn('Could not stop the recording.', error);
      }
    }
    adapter?.detach();
    this.#detector.stop();
    this.#players.removeAll();
    host.setVolume(0);
    host.store.update({ state: 'idle', speaking: false, muted: false });
    host.finished(this);

    const destroyed = this.#callObject ? this.#destroy(this.#callObject) : Promise.resolve();
    // A creation still in flight is destroyed when it lands; the next start waits for that, stop() does not.
    const late = this.#callObject
      ? undefined
      : this.#creating?.then((callObject) => this.#destroy(callObject), noop);
    host.released = Promise.all([host.released, destroyed, late]).then(noop);

    if (how.emitEnd && wasActive) {
      host.emitter.emit('call-end');
      if (!this.#endedStatusSeen && !how.skipEndedStatus) {
        this.#endedStatusSeen = true;
        host.emitter.emit('message', {
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
      this.#host.logger.warn('Could not destroy the call object.', error);
    }
  }

  #isActive(): boolean {
    return !this.#disposed && this.#host.store.getSnapshot().state === 'active';
  }

  #handlers(): CallObjectHandlers {
    const host = this.#host;
    const { emitter } = host;
    return {
      appMessage: (data) => this.#onAppMessage(data),
      audioLevels: (levels) => this.#detector.push(levels),
      remoteAudioStarted: (participantId, track) => {
        emitter.emit('remote-audio-start', this.#players.add(participantId, track));
      },
      remoteAudioStopped: (participantId) => {
        if (this.#players.remove(participantId)) emitter.emit('remote-audio-end', { participantId });
      },
      left: () => {
        if (this.#isActive()) void this.finish({ emitEnd: true });
        else this.#controller.abort(abortError('The call object left the room before the call started.'));
      },
      fatalError: (error) => {
        if (this.#disposed) return;
        host.reportError({ type: 'daily-error', error });
        if (this.#isActive()) void this.finish({ emitEnd: true, skipEndedStatus: true });
        else this.#controller.abort(error);
      },
      recordingStarted: () => {
        if (this.#recordingRequestedAt === undefined) return;
        const delaySeconds = (host.clock.now() - this.#recordingRequestedAt) / 1000;
        // The platform holds the first message until the recording runs, so it is not cut off.
        this.#adapter?.send(
          JSON.stringify({
            type: 'control',
            control: 'say-first-message',
            videoRecordingStartDelaySeconds: delaySeconds,
          }),
        );
      },
      warn: (message, error) => host.logger.warn(message, error),
    };
  }

  #onAppMessage(data: unknown): void {
    const { emitter, logger } = this.#host;
    if (data === 'listening') {
      emitter.emit('call-start');
      return;
    }
    let message: unknown = data;
    if (typeof data === 'string') {
      try {
        message = JSON.parse(data);
      } catch {
        logger.warn('Ignored an app message that is not JSON.', data);
        return;
      }
    }
    if (
      typeof message !== 'object' ||
      message === null ||
      typeof (message as ServerMessage).type !== 'string'
    ) {
      logger.warn('Ignored an app message without a type.', data);
      return;
    }
    const serverMessage = message as ServerMessage;
    if (serverMessage.type === 'status-update' && serverMessage.status === 'ended')
      this.#endedStatusSeen = true;
    emitter.emit('message', serverMessage);
  }
}
