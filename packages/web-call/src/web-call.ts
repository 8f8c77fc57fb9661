import { type CallSession, type CallSessions, createCallSessions } from './call-session';
import { type CallSnapshot, type CallState, createCallStore } from './call-state';
import type { ClientMessage } from './client-message';
import type { DailyCallLike } from './daily/adapter';
import { type InputDevices, toSafeInputDevices } from './daily/call-object-settings';
import { loadDaily } from './daily/load-daily';
import { Emitter } from './emitter';
import type { AudioDevices, RemoteAudio, WebCallEvents } from './events';
import { type MicrophonePermission, queryMicrophonePermission } from './microphone';
import type { WebCallResponse } from './platform';
import { createSessionQueue } from './session-queue';
import type { StartOptions, WebCallTarget } from './start-flow';
import type { WebCallLogger, WebCallOptions } from './web-call-options';

/**
 * A browser voice call with a platform assistant, squad or workflow, started stage by stage on daily-js. A
 * facade: the sessions (`createCallSessions`) run each start and end each call, the queue (`createSessionQueue`)
 * orders starts and stops, the page's leases (`leaseCallObject`) keep one call object per page.
 */
export class WebCall extends Emitter<WebCallEvents> {
  readonly #store = createCallStore();
  readonly #options: WebCallOptions;
  /** `logger.warn`, bound: handed to the units as their way to report. */
  readonly #warn: WebCallLogger['warn'];
  readonly #sessions: CallSessions;
  readonly #queue = createSessionQueue<CallSession, WebCallResponse>();

  constructor(options: WebCallOptions) {
    super();
    if (typeof options?.publicKey !== 'string' || !options.publicKey.trim()) {
      throw new TypeError('WebCall needs a publicKey: a non-empty string.');
    }
    this.#options = options;
    const logger = options.logger ?? console;
    this.#warn = logger.warn.bind(logger);
    this.#sessions = createCallSessions(options, this.#store, this.emit.bind(this), this.#warn);
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
    return this.#sessions.volume();
  }

  /** The assistant's audio now playing (for a visualiser); also announced by `remote-audio-start`. */
  getRemoteAudio(): readonly RemoteAudio[] {
    return this.#queue.current()?.players.list() ?? [];
  }

  /** Loads daily-js ahead of `start()` (e.g. when the pointer reaches the call button); never rejects. */
  async preload(): Promise<void> {
    if (!this.#options.createCallObject) {
      await loadDaily().catch((error: unknown) => this.#warn('Preloading daily-js failed.', error));
    }
  }

  /**
   * Starts a call. Resolves the created web call once every stage has run, or `null` when a stage failed, the
   * start was aborted, or a call is already started. Never rejects; failures arrive as events.
   */
  start(target: WebCallTarget, options: StartOptions = {}): Promise<WebCallResponse | null> {
    return this.#queue.start((onPreempted) => this.#sessions.open(target, options, onPreempted));
  }

  /**
   * Ends the call, or aborts a start in progress (even one waiting for an earlier call to end); resolves once
   * the call object is destroyed. A `start()` made after it is never skipped: it runs once this one is released.
   */
  stop(): Promise<void> {
    return this.#queue.stop();
  }

  /** Asks the platform to end the call for everyone, then stops. */
  async end(): Promise<void> {
    this.send({ type: 'end-call' });
    await this.stop();
  }

  /** Sends a live-call-control message; returns false (and sends nothing) when no call is joined. */
  send(message: ClientMessage): boolean {
    return this.#queue.current()?.send(message) ?? false;
  }

  /** Makes the assistant say `text`, optionally ending the call after it. */
  say(text: string, endCallAfterSpoken?: boolean): boolean {
    if (!text?.trim()) throw new TypeError('say() needs a non-empty text.');
    return this.send({ type: 'say', message: text, endCallAfterSpoken });
  }

  /** Mutes or unmutes the microphone. */
  setMuted(muted: boolean): void {
    this.#callObject();
    this.#queue.current()?.setMuted(muted);
  }

  /** Whether the microphone is muted. */
  isMuted(): boolean {
    return !this.#callObject().localAudio();
  }

  /** Switches microphone or camera; `audioSource: false` is dropped with a warning (Chrome 140+). */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    await this.#callObject().setInputDevicesAsync(toSafeInputDevices(devices, this.#warn));
  }

  /** Tells Daily to switch the speaker (0.2; `setOutputDevice` also moves the assistant's own elements). */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    await this.#callObject().setOutputDeviceAsync(device);
  }

  /**
   * What the browser says about the microphone, without ever prompting: `granted`, `denied`, `prompt`, or
   * `unknown` when it will not say. Lets a page tell the visitor they will be asked.
   */
  static microphonePermission(mediaDevices?: MediaDevices): Promise<MicrophonePermission> {
    return queryMicrophonePermission(mediaDevices);
  }

  /** The audio inputs and outputs (labels may be empty until the microphone is granted). */
  listDevices(): Promise<AudioDevices> {
    return this.#sessions.listDevices();
  }

  /** Switches the microphone during a call, and asks for this one at later starts; `NotFoundError` if unknown. */
  setInputDevice(deviceId: string): Promise<void> {
    return this.#sessions.setInputDevice(deviceId);
  }

  /**
   * Plays the assistant on speaker `deviceId`, now and in later calls (chosen while idle: from the next call).
   * Rejects, changing nothing, with a `NotSupportedError`, `NotFoundError` or `NotAllowedError`.
   */
  setOutputDevice(deviceId: string): Promise<void> {
    return this.#sessions.setOutputDevice(deviceId);
  }

  /** The assistant's loudness, 0..1, for every call of this `WebCall`; anything else throws a `TypeError`. */
  setVolume(volume: number): void {
    this.#sessions.setPlaybackVolume(volume);
  }

  /** The assistant's loudness set with `setVolume` (default 1). */
  getVolume(): number {
    return this.getSnapshot().volume;
  }

  /**
   * Plays the assistant's audio the browser refused (after `audio-blocked`); call it from a click. Resolves
   * whether everything plays now.
   */
  async resumeAudio(): Promise<boolean> {
    const session = this.#queue.current();
    if (!session) return !this.getSnapshot().audioBlocked;
    const resumed = await session.players.resume();
    if (resumed) this.#store.update({ audioBlocked: false });
    return resumed;
  }

  #callObject(): DailyCallLike {
    const callObject = this.#queue.current()?.callObject;
    if (!callObject) throw new Error('Call object is not available.');
    return callObject;
  }
}
