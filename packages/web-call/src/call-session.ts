import type { DailyFactoryOptions } from '@daily-co/daily-js';
import type { CallStore } from './call-state';
import type { ClientMessage } from './client-message';
import { systemClock, timestamp } from './clock';
import { attachCall, createDailyCallObject, type DailyCallLike } from './daily/adapter';
import { toFactoryOptions } from './daily/call-object-settings';
import { loadDaily } from './daily/load-daily';
import { createRemoteAudioPlayers, type RemoteAudioPlayers } from './daily/remote-audio';
import type { EmitArgs } from './emitter';
import { abortError, forwardAbort, toError } from './errors';
import type { NetworkQuality, WebCallErrorEvent, WebCallEvents } from './events';
import { isMobileBrowser } from './is-mobile-browser';
import { leaseCallObject } from './lease-call-object';
import { createWebCallCreator, type WebCallResponse } from './platform';
import { parseAppMessage } from './platform-message';
import type { QueuedSession } from './session-queue';
import { createSpeakingDetector } from './speaking-detector';
import { StageFailure, stageErrorType } from './stages';
import { runStartFlow, type StartOptions, type WebCallTarget } from './start-flow';
import { resolveTimeouts } from './timeouts';
import type { WebCallLogger, WebCallOptions } from './web-call-options';

/** One start and the call it leads to: its call object, listeners, audio elements and timers. */
export interface CallSession extends QueuedSession<WebCallResponse> {
  /** The assistant's audio elements now playing. */
  readonly players: RemoteAudioPlayers;
  /** The page's call object, once created. */
  callObject?: DailyCallLike;
  /** Sends a live-call-control message; returns false (and sends nothing) before the join. */
  send(message: ClientMessage): boolean;
}

/** How a session reports: `WebCall`'s own `emit`. */
export type EmitWebCallEvent = <E extends keyof WebCallEvents>(
  event: E,
  ...args: EmitArgs<WebCallEvents[E]>
) => void;

/** The sessions of one `WebCall`: what they share is its options, its snapshot, its events and its volume. */
export interface CallSessions {
  /** A new session for `target`, not begun; `onPreempted` is called when a newer lease of the page preempts it. */
  open(target: WebCallTarget, options: StartOptions, onPreempted: () => void): CallSession;
  /** The last `volume-level` reported (0..1); 0 again once a session ended. */
  volume(): number;
}

/**
 * Creates the sessions of one `WebCall`. A session runs the start flow on its own leased call object, reports
 * its progress, and ends exactly once: listeners off, audio elements removed (`remote-audio-end`), speaking and
 * levels reset, state idle, the call object destroyed, and for a call that was active `call-end` and the ended
 * status.
 */
export function createCallSessions(
  webCallOptions: WebCallOptions,
  store: CallStore,
  emit: EmitWebCallEvent,
  warn: WebCallLogger['warn'],
): CallSessions {
  const clock = webCallOptions.clock ?? systemClock;
  const timeouts = resolveTimeouts(webCallOptions.timeouts);
  const createWebCall = createWebCallCreator(webCallOptions);
  let factoryOptions: DailyFactoryOptions | undefined;
  let volume = 0;

  /**
   * Reports a level (clamped to 0..1) unless it is 0 again; returns it as the new last level. The reset to 0 at
   * the end is reported too, so a visualiser does not freeze at the last level.
   */
  const level = (event: 'volume-level' | 'local-volume-level', last: number, next: number): number => {
    const clamped = Math.min(1, Math.max(0, next)) || 0;
    if (clamped || last) emit(event, clamped);
    return clamped;
  };

  const reportError = (event: WebCallErrorEvent): void => {
    store.update({ error: event });
    emit('error', event);
  };

  const open = (target: WebCallTarget, options: StartOptions, onPreempted: () => void): CallSession => {
    const controller = new AbortController();
    const detector = createSpeakingDetector(
      {
        onSpeaking: (speaking) => {
          store.update({ speaking });
          emit(speaking ? 'speech-start' : 'speech-end');
        },
        onVolume: (next) => {
          volume = level('volume-level', volume, next);
        },
      },
      clock,
    );
    const players = createRemoteAudioPlayers((error) => warn('The browser refused to play audio.', error));
    // Taking the lease preempts a call that another WebCall of the page holds.
    const lease = leaseCallObject(onPreempted, warn);
    let detach: (() => void) | undefined;
    let joined = false;
    /** When video recording was requested (clock time). */
    let recordingAt: number | undefined;
    /** The start succeeded: ending the session is the end of a call, not an aborted start. */
    let active = false;
    /** The platform reported the end itself: no synthetic ended status. */
    let endedSeen = false;
    /** The last microphone level reported (0..1). */
    let localVolume = 0;
    /** The last network quality reported, so that repeats are not. */
    let quality: NetworkQuality | undefined;

    const removeAudio = (participantId: string): void => {
      if (players.remove(participantId)) emit('remote-audio-end', { participantId });
    };

    /** Ends the session once; `wasActive`: it is the end of a call (`call-end`), not of a start. */
    const finish = (wasActive: boolean): void => {
      if (session.ended) return;
      session.ended = true;
      controller.abort(abortError('The call ended.'));
      if (recordingAt !== undefined) {
        try {
          session.callObject?.stopRecording();
        } catch (error) {
          warn('Could not stop the recording.', error);
        }
      }
      detach?.();
      detector.stop();
      for (const { participantId } of players.list()) removeAudio(participantId);
      volume = level('volume-level', volume, 0);
      level('local-volume-level', localVolume, 0);
      store.update({ state: 'idle', speaking: false, muted: false });
      void lease.release();
      if (wasActive) {
        emit('call-end');
        if (!endedSeen) {
          emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
        }
      }
    };

    /** Stop, a left room or a fatal Daily error: an active call ends at once, a start in progress is aborted. */
    const end = (reason: Error): void => {
      if (active) finish(true);
      else controller.abort(reason);
    };

    const onAppMessage = (data: unknown): void => {
      if (data === 'listening') {
        emit('call-start');
        return;
      }
      const message = parseAppMessage(data);
      if (!message) {
        warn('Ignored an app message without a type.', data);
        return;
      }
      if (message.type === 'status-update' && message.status === 'ended') endedSeen = true;
      emit('message', message);
    };

    const send = (message: ClientMessage): boolean => {
      if (!joined) return false;
      session.callObject?.sendAppMessage(JSON.stringify(message), '*');
      return true;
    };

    const begin = async (): Promise<WebCallResponse | null> => {
      // Stopped (or preempted) while an earlier start wound down: it never began, so it reports nothing.
      if (controller.signal.aborted) {
        finish(false);
        return null;
      }
      const unlink = forwardAbort(options.signal, controller);
      store.update({ state: 'connecting', error: undefined, callId: undefined });
      const startedAt = clock.now();
      try {
        const response = await runStartFlow({
          target,
          options,
          clock,
          signal: controller.signal,
          isMobile: webCallOptions.isMobile ?? isMobileBrowser,
          timeouts,
          progress: (event) => emit('call-start-progress', event),
          error: reportError,
          createWebCall: async (body, signal) => {
            const response = await createWebCall(body, signal);
            store.update({ callId: response.id });
            return response;
          },
          createCallObject: async (signal) => {
            // Built (and checked) once per WebCall, so the Chrome 140+ warnings show once.
            factoryOptions ??= toFactoryOptions(webCallOptions.callObject ?? {}, warn);
            const settings = { ...factoryOptions };
            const custom = webCallOptions.createCallObject;
            // Loaded outside the lease, so that a stop while daily-js downloads does not wait for the download.
            if (!custom) await loadDaily();
            session.callObject = await lease.create(
              () => (custom ?? createDailyCallObject)(settings),
              signal,
            );
            return session.callObject;
          },
          attach: (callObject, subscribeVideo) => {
            const attached = attachCall(
              callObject,
              {
                appMessage: onAppMessage,
                audioLevels: (levels) => detector.push(levels),
                localAudioLevel: (next) => {
                  localVolume = level('local-volume-level', localVolume, next);
                },
                networkQuality: (next) => {
                  if (next === quality) return;
                  quality = next;
                  emit('network-quality', { quality });
                },
                remoteAudioStarted: (participantId, track) =>
                  emit('remote-audio-start', players.add(participantId, track)),
                remoteAudioStopped: removeAudio,
                left: () => end(abortError('The call left the room.')),
                fatalError: (error) => {
                  reportError({ type: 'daily-error', error });
                  end(error);
                },
                microphoneError: (error) => reportError({ type: 'microphone-error', error }),
                recordingStarted: () => {
                  // A stopped session's recording is not the call's: the message would reach a room being left.
                  if (recordingAt === undefined || controller.signal.aborted) return;
                  // The platform holds the first message until the recording runs, so it is not cut off.
                  send({
                    type: 'control',
                    control: 'say-first-message',
                    videoRecordingStartDelaySeconds: (clock.now() - recordingAt) / 1000,
                  });
                },
                warn,
              },
              subscribeVideo,
            );
            detach = attached.detach;
            return attached;
          },
          joined: (callObject) => {
            joined = true;
            // `startAudioOff` (or a device without a microphone) leaves the call muted from the start.
            store.update({ muted: !callObject.localAudio() });
          },
          recordingRequested: () => {
            recordingAt = clock.now();
          },
        });
        active = true;
        store.update({ state: 'active' });
        emit('call-start-success', {
          totalDuration: clock.now() - startedAt,
          callId: response.id,
          timestamp: timestamp(),
        });
        return response;
      } catch (thrown) {
        // Only a StageFailure is expected; anything else is a bug, still reported rather than thrown.
        const failure =
          thrown instanceof StageFailure
            ? thrown
            : new StageFailure('initialization', toError(thrown), false);
        finish(false);
        if (!failure.aborted) {
          reportError({ type: stageErrorType(failure.stage), stage: failure.stage, error: failure.cause });
        }
        emit('call-start-failed', {
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
    };

    const session: CallSession = { players, begin, end, send, release: lease.release };
    return session;
  };

  return { open, volume: () => volume };
}
