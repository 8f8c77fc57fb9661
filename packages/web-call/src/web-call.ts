import { type CallSnapshot, type CallState, createCallStore } from './call-state';
import type { ClientMessage } from './client-message';
import type { DailyCallLike } from './daily/adapter';
import { type InputDevices, toSafeInputDevices } from './daily/call-object-settings';
import { loadDaily } from './daily/load-daily';
import { Emitter } from './emitter';
import type { AudioDevices, RemoteAudio, WebCallEvents } from './events';
import { type MicrophonePermission, queryMicrophonePermission } from './microphone';
import type { WebCallResponse } from './platform';
import { sendMessage, setMuted } from './session/call-handlers';
import { listAudioDevices, sendAppTrack, setInputDevice, setOutputDevice } from './session/devices';
import { resumePlayback, setPlaybackVolume } from './session/output';
import { createSessionContext, type SessionContext, warnFailed } from './session/session-context';
import { createSessionState, type SessionState } from './session/session-state';
import { createSessionQueue } from './session-queue';
import type { StartOptions, WebCallTarget } from './start-flow';
import { usableOptions, type WebCallOptions } from './web-call-options';

/**
 * A browser voice call with a platform assistant, squad or workflow, started stage by stage on daily-js. One
 * `WebCall` runs one call at a time and can start again once it has ended; starts and stops are taken in the order
 * they are made, and a page holds at most one Daily call object, however many `WebCall`s it has.
 */
export class WebCall extends Emitter<WebCallEvents> {
  // A facade: each session (`createSessionState`) runs a start and ends its call, the queue (`createSessionQueue`)
  // orders starts and stops, the page's leases (`leaseCallObject`) keep one call object per page.
  readonly #store = createCallStore();
  /** What this `WebCall`'s sessions share, and what outlives a call: volume, speaker, microphone choice. */
  readonly #context: SessionContext;
  readonly #queue = createSessionQueue<SessionState, WebCallResponse>();

  constructor(given: WebCallOptions) {
    super();
    if (typeof given?.publicKey !== 'string' || !given.publicKey.trim()) {
      throw new TypeError('WebCall needs a publicKey: a non-empty string.');
    }
    const { options, logger } = usableOptions(given);
    this.#context = createSessionContext(
      options,
      this.#store,
      this.emit.bind(this),
      logger.warn.bind(logger),
    );
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
    return this.#context.volume;
  }

  /** The assistant's audio now playing (for a visualiser); also announced by `remote-audio-start`. */
  getRemoteAudio(): readonly RemoteAudio[] {
    return this.#queue.current()?.players.list() ?? [];
  }

  /** Loads daily-js ahead of `start()` (e.g. when the pointer reaches the call button); never rejects. */
  async preload(): Promise<void> {
    if (!this.#context.options.createCallObject) {
      await loadDaily().catch(warnFailed(this.#context, 'Preloading daily-js'));
    }
  }

  /**
   * Starts a call. Resolves the created web call once every stage has run, or `null` when a stage failed, the
   * start was aborted, or a call is already started. Never rejects; failures arrive as events.
   */
  start(target: WebCallTarget, options?: StartOptions): Promise<WebCallResponse | null> {
    // `null` from a JavaScript caller means no options, as `undefined` does.
    return this.#queue.start((onPreempted) =>
      createSessionState(this.#context, target, options ?? {}, onPreempted),
    );
  }

  /**
   * Ends the call, or aborts a start in progress (even one waiting for an earlier call to end); resolves once
   * the call object is destroyed. A `start()` made after it is never skipped: it runs once this one is released.
   */
  stop(): Promise<void> {
    return this.#queue.stop();
  }

  /**
   * Asks the platform to end the call for everyone, then stops. If Daily refuses the message, the call still stops
   * (leaving the room closes it unless `roomDeleteOnUserLeaveEnabled` is false), and the refusal is logged.
   */
  async end(): Promise<void> {
    try {
      this.send({ type: 'end-call' });
    } catch (error) {
      warnFailed(this.#context, 'Asking the platform to end the call')(error);
    }
    await this.stop();
  }

  /**
   * Sends a live-call-control message. Returns `true` once Daily took it, `false` (and sends nothing) when no call
   * is joined. Throws a `TypeError` for a message without a string `type`, and a `RangeError` for one too large
   * for Daily's app messages.
   */
  send(message: ClientMessage): boolean {
    if (typeof message?.type !== 'string') throw new TypeError('send() needs a message with a string type.');
    return sendMessage(this.#queue.current(), message);
  }

  /**
   * Makes the assistant say `text`, optionally ending the call after it. Returns what `send()` does: `true` once
   * sent, `false` when no call is joined. Throws a `TypeError` for an empty text, and a `RangeError` for one too
   * large to send.
   */
  say(text: string, endCallAfterSpoken?: boolean): boolean {
    if (typeof text !== 'string' || !text.trim()) throw new TypeError('say() needs a non-empty text.');
    // `content` is what the platform documents; `message` what its own web SDK sends: heard whichever it reads.
    return this.send({ type: 'say', content: text, message: text, endCallAfterSpoken });
  }

  /**
   * Mutes or unmutes the microphone; chosen while connecting, it is what Daily sends once joined. Throws an `Error`
   * when no call is starting or under way, and a `TypeError` for anything but a boolean.
   */
  setMuted(muted: boolean): void {
    // A string such as "false" would mute, and reach the snapshot as it is.
    if (typeof muted !== 'boolean') throw new TypeError('setMuted() takes true or false.');
    setMuted(this.#context, this.#session(), muted);
  }

  /**
   * Whether the microphone is muted: Daily's answer once joined, the visitor's choice before. Throws an `Error` when
   * no call is starting or under way; the snapshot's `muted` can be read at any time.
   */
  isMuted(): boolean {
    const session = this.#session();
    const sending = session.callObject?.localAudio() ?? null;
    return sending === null ? session.muted : !sending;
  }

  /**
   * Switches microphone or camera; `audioSource: false` is dropped with a warning (Chrome 140+). A microphone (a
   * device id, or an app's own track) is switched as `setInputDevice` does, so that the track the call asked for is
   * released and the level and the fallbacks follow the new one; the rest goes to Daily as it is.
   */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    const session = this.#withCallObject();
    const safe = toSafeInputDevices(devices, this.#context.warn);
    const { audioDeviceId, audioSource, ...rest } = safe;
    const microphone = audioSource || audioDeviceId;
    if (typeof microphone === 'string') await this.setInputDevice(microphone);
    else if (microphone) await sendAppTrack(this.#context, session, microphone);
    // Daily's own meanings of an empty or `null` microphone, and the camera.
    const others = microphone ? rest : safe;
    if (Object.keys(others).length) await session.callObject.setInputDevicesAsync(others);
  }

  /** Tells Daily to switch the speaker (0.2; `setOutputDevice` also moves the assistant's own elements). */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    await this.#withCallObject().callObject.setOutputDeviceAsync(device);
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
    return listAudioDevices(this.#context.mediaDevices);
  }

  /** Switches the microphone during a call, and asks for this one at later starts; `NotFoundError` if unknown. */
  setInputDevice(deviceId: string): Promise<void> {
    return setInputDevice(this.#context, this.#queue.current(), deviceId);
  }

  /**
   * Plays the assistant on speaker `deviceId`, now and in later calls (chosen while idle: from the next call).
   * Rejects, changing nothing, with a `NotSupportedError`, `NotFoundError` or `NotAllowedError`.
   */
  setOutputDevice(deviceId: string): Promise<void> {
    return setOutputDevice(this.#context, () => this.#queue.current(), deviceId);
  }

  /** The assistant's loudness, 0..1, for every call of this `WebCall`; anything else throws a `TypeError`. */
  setVolume(volume: number): void {
    setPlaybackVolume(this.#context, this.#queue.current(), volume);
  }

  /** The assistant's loudness set with `setVolume` (default 1). */
  getVolume(): number {
    return this.getSnapshot().volume;
  }

  /**
   * Plays the assistant's audio the browser refused (after `audio-blocked`); call it from a click. Resolves
   * whether everything plays now: `false` for audio that has not started within 2 s.
   */
  async resumeAudio(): Promise<boolean> {
    const session = this.#queue.current();
    if (!session) return !this.getSnapshot().audioBlocked;
    const resumed = await resumePlayback(this.#context, session);
    // A call that ended meanwhile (its end settles the resume) speaks for nothing any more: the next one has its own
    // refusals, and a browser's late answer is no concern of theirs.
    if (this.#queue.current() !== session) return !this.getSnapshot().audioBlocked;
    if (resumed) this.#store.update({ audioBlocked: false });
    return resumed;
  }

  /** The current session (a start or a call); throws without one. */
  #session(): SessionState {
    const session = this.#queue.current();
    if (!session) throw new Error('Call object is not available.');
    return session;
  }

  /** The current session, which has its call object; throws without one. */
  #withCallObject(): SessionState & { readonly callObject: DailyCallLike } {
    const session = this.#session();
    if (!session.callObject) throw new Error('Call object is not available.');
    return session as SessionState & { readonly callObject: DailyCallLike };
  }
}
