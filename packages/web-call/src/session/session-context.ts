import type { DailyFactoryOptions } from '@daily-co/daily-js';
import type { CallStore } from '../call-state';
import { type Clock, systemClock } from '../clock';
import { toFactoryOptions } from '../daily/call-object-settings';
import type { EmitArgs } from '../emitter';
import type { WebCallErrorEvent, WebCallEvents } from '../events';
import { mediaDevicesOf } from '../microphone';
import { type CreateWebCall, createWebCallCreator } from '../platform';
import { resolveTimeouts, type TimeoutTimers } from '../timeouts';
import { createTurns, type Turns } from '../turns';
import type { WebCallLogger, WebCallOptions } from '../web-call-options';

/** How a session reports: `WebCall`'s own `emit`. */
export type EmitWebCallEvent = <E extends keyof WebCallEvents>(
  event: E,
  ...args: EmitArgs<WebCallEvents[E]>
) => void;

/** What every session of one `WebCall` shares: its options, snapshot, events, and what outlives a call. */
export interface SessionContext {
  readonly options: WebCallOptions;
  readonly store: CallStore;
  readonly emit: EmitWebCallEvent;
  readonly warn: WebCallLogger['warn'];
  readonly clock: Clock;
  readonly timeouts: TimeoutTimers;
  readonly createWebCall: CreateWebCall;
  /** Daily's factory options, built (and checked) once per `WebCall`, so the Chrome 140+ warnings show once. */
  factoryOptions(): DailyFactoryOptions;
  /** The last `volume-level` reported (0..1). */
  volume: number;
  /** The browser's media devices, if it has any here. */
  readonly mediaDevices: MediaDevices | undefined;
  /** The speaker `setOutputDevice` chose, for every call of this `WebCall`. */
  outputDeviceId?: string;
  /** Speaker changes (the visitor's and the fallbacks), one after the other. */
  readonly outputTurns: Turns;
  /** The microphone `setInputDevice` chose, asked for at the next start. */
  inputDeviceId?: string;
}

/** The context of one `WebCall`'s sessions. */
export function createSessionContext(
  options: WebCallOptions,
  store: CallStore,
  emit: EmitWebCallEvent,
  warn: WebCallLogger['warn'],
): SessionContext {
  let factoryOptions: DailyFactoryOptions | undefined;
  return {
    options,
    store,
    emit,
    warn,
    clock: options.clock ?? systemClock,
    timeouts: resolveTimeouts(options.timeouts),
    createWebCall: createWebCallCreator(options),
    factoryOptions: () => {
      factoryOptions ??= toFactoryOptions(options.callObject ?? {}, warn);
      return factoryOptions;
    },
    volume: 0,
    mediaDevices: mediaDevicesOf(options.mediaDevices),
    outputTurns: createTurns(),
  };
}

/** An `error` event, also kept in the snapshot. */
export function reportError(context: SessionContext, event: WebCallErrorEvent): void {
  context.store.update({ error: event });
  context.emit('error', event);
}

/** Reports a level, clamped to 0..1 (each of Daily's reports, silence included); returns it as the last level. */
export function reportLevel(
  context: SessionContext,
  event: 'volume-level' | 'local-volume-level',
  level: number,
): number {
  const clamped = Math.min(1, Math.max(0, level)) || 0;
  context.emit(event, clamped);
  return clamped;
}

/** A rejection handler that logs `<what> failed.`: for a step the call goes on without. */
export const warnFailed =
  (context: SessionContext, what: string) =>
  (error: unknown): void =>
    context.warn(`${what} failed.`, error);
