import type { CallStore } from './call-state';
import type { ClientMessage } from './client-message';
import type { DailyCallLike } from './daily/adapter';
import type { RemoteAudioPlayers } from './daily/remote-audio';
import type { AudioDevices } from './events';
import type { WebCallResponse } from './platform';
import { beginSession } from './session/begin-session';
import { sendMessage } from './session/call-handlers';
import { assertListed, elementsOf, listAudioDevices, switchInput } from './session/devices';
import { endSession } from './session/finish-session';
import { setSinkIds } from './session/output';
import { createSessionContext, type EmitWebCallEvent, type SessionContext } from './session/session-context';
import { createSessionState, type SessionState } from './session/session-state';
import type { QueuedSession } from './session-queue';
import type { StartOptions, WebCallTarget } from './start-flow';
import type { WebCallLogger, WebCallOptions } from './web-call-options';

export type { EmitWebCallEvent } from './session/session-context';

/** One start and the call it leads to: its call object, listeners, audio elements and timers. */
export interface CallSession extends QueuedSession<WebCallResponse> {
  /** The assistant's audio elements now playing. */
  readonly players: RemoteAudioPlayers;
  /** The page's call object, once created. */
  readonly callObject?: DailyCallLike;
  /** Sends a live-call-control message; returns false (and sends nothing) before the join. */
  send(message: ClientMessage): boolean;
  /** Mutes or unmutes the visitor (a mute also forgets the microphone's silence, saying nothing). */
  setMuted(muted: boolean): void;
}

/** The sessions of one `WebCall`, and what outlives a call: volume, speaker, microphone choice. */
export interface CallSessions {
  /** A new session for `target`, not begun; `onPreempted` is called when a newer lease of the page preempts it. */
  open(target: WebCallTarget, options: StartOptions, onPreempted: () => void): CallSession;
  /** The last `volume-level` reported (0..1); 0 again once a session ended. */
  volume(): number;
  listDevices(): Promise<AudioDevices>;
  /** Chooses the microphone for the current call (if any) and for later starts. */
  setInputDevice(deviceId: string): Promise<void>;
  /** Chooses the speaker for the current call (if any) and for later calls. */
  setOutputDevice(deviceId: string): Promise<void>;
  /** The assistant's loudness for every call of this `WebCall`. */
  setPlaybackVolume(volume: number): void;
}

/**
 * Creates the sessions of one `WebCall`. A session runs the start flow on its own leased call object, reports
 * its progress, and ends exactly once (`finishSession`): listeners off, audio elements removed, speaking and
 * levels reset, state idle, the call object destroyed, and for a call that was active `call-end`.
 */
export function createCallSessions(
  options: WebCallOptions,
  store: CallStore,
  emit: EmitWebCallEvent,
  warn: WebCallLogger['warn'],
): CallSessions {
  const context = createSessionContext(options, store, emit, warn);
  // The queue opens a session only when none is under way: the latest opened, unless ended, is the current one.
  let latest: SessionState | undefined;
  const current = () => (latest?.ended ? undefined : latest);
  return {
    open(target, startOptions, onPreempted) {
      latest = createSessionState(context, target, startOptions, onPreempted);
      // Still inside the click that started the call (if any): the assistant's element is unlocked now.
      if (globalThis.navigator?.userActivation?.isActive) latest.players.prime();
      return sessionOf(context, latest);
    },
    volume: () => context.volume,
    listDevices: () => listAudioDevices(context.mediaDevices),
    async setInputDevice(deviceId) {
      await assertListed(context.mediaDevices, 'inputs', deviceId);
      const state = current();
      if (state) await switchInput(context, state, deviceId);
      context.inputDeviceId = deviceId;
    },
    async setOutputDevice(deviceId) {
      const state = current();
      await assertListed(context.mediaDevices, 'outputs', deviceId);
      await setSinkIds(elementsOf(state), deviceId);
      context.outputDeviceId = deviceId;
      await state?.callObject
        ?.setOutputDeviceAsync({ outputDeviceId: deviceId })
        .catch((error: unknown) => warn('setOutputDeviceAsync failed.', error));
    },
    setPlaybackVolume(volume) {
      if (typeof volume !== 'number' || !(volume >= 0 && volume <= 1)) {
        throw new TypeError('volume must be from 0 to 1.');
      }
      store.update({ volume });
      for (const element of elementsOf(current())) element.volume = volume;
    },
  };
}

/** The face of one session that the queue and `WebCall` use. */
function sessionOf(context: SessionContext, state: SessionState): CallSession {
  return {
    players: state.players,
    get callObject() {
      return state.callObject;
    },
    get ended() {
      return state.ended || undefined;
    },
    begin: () => beginSession(context, state),
    end: (error) => endSession(context, state, error, 'local'),
    send: (message) => sendMessage(state, message),
    release: state.lease.release,
    setMuted(muted) {
      // Never `forceDiscardTrack`: re-acquiring the mic later fails in Chrome 140+.
      state.callObject?.setLocalAudio(!muted);
      if (muted) state.silence.reset();
      context.store.update(muted ? { muted, micSilent: false } : { muted });
    },
  };
}
