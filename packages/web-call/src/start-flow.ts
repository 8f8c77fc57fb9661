import type { components } from '@clinic/api-client';
import { delay } from './clock';
import { createDailyCallObject, type DailyCallLike } from './daily/adapter';
import { loadDaily } from './daily/load-daily';
import { abortError, toError } from './errors';
import { isMobileBrowser } from './is-mobile-browser';
import { getMicrophoneTrack } from './microphone';
import type { CreateWebCallBody, WebCallResponse } from './platform';
import { attachCall, isMicrophoneBlocked, keepVisitorsMute, observeSentTrack } from './session/call-handlers';
import { applyChosenInput } from './session/devices';
import { reportError, type SessionContext, warnFailed } from './session/session-context';
import type { SessionState } from './session/session-state';
import { runStage, type StageContext, type StageFailure } from './stages';
import { withTimeout } from './timeouts';

type Schemas = components['schemas'];

/** The keys of every target, each with its type. */
interface TargetKeys {
  readonly assistantId: string;
  readonly assistant: Schemas['CreateAssistantDTO'];
  readonly squadId: string;
  readonly squad: Schemas['CreateSquadDTO'];
  readonly workflowId: string;
  readonly workflow: Schemas['CreateWorkflowDTO'];
}

/**
 * One key of the target, the others barred: `start()` refuses two targets at run time ("One target only"), so
 * `{ assistantId, squadId }` must not compile either, which a plain union of one-key objects would let through.
 */
type OnlyTarget<Key extends keyof TargetKeys> = Pick<TargetKeys, Key> & {
  readonly [Other in Exclude<keyof TargetKeys, Key>]?: never;
};

/** Whom to call: one assistant, squad or workflow, by id or inline. */
export type WebCallTarget =
  | OnlyTarget<'assistantId'>
  | OnlyTarget<'assistant'>
  | OnlyTarget<'squadId'>
  | OnlyTarget<'squad'>
  | OnlyTarget<'workflowId'>
  | OnlyTarget<'workflow'>;

/** Options of one `start()`. */
export interface StartOptions {
  /** Settings of the assistant for this call only (variable values, first message, voice, …), sent with it. */
  readonly assistantOverrides?: Schemas['AssistantOverrides'] | undefined;
  /** Overrides of the squad's assistants, for this call only. */
  readonly squadOverrides?: Schemas['AssistantOverrides'] | undefined;
  /** The workflow's variable values, for this call only. */
  readonly workflowOverrides?: Schemas['WorkflowOverrides'] | undefined;
  /** Close the room when the browser leaves (default true); false lets the call outlive a page reload. */
  readonly roomDeleteOnUserLeaveEnabled?: boolean | undefined;
  /** Aborting it while connecting ends the start cleanly; `start()` then resolves `null`. */
  readonly signal?: AbortSignal | undefined;
}

/** Mobile browsers need a moment after the call object exists before the microphone prompt behaves. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;
/** The contract's audio-level observer interval (also Daily's minimum). */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/** One start: the session it runs for, and the stage context its progress and optional errors go through. */
interface Start extends StageContext {
  readonly context: SessionContext;
  readonly state: SessionState;
}

const TARGET_KEYS = ['assistantId', 'assistant', 'squadId', 'squad', 'workflowId', 'workflow'] as const;
const OVERRIDE_KEYS = ['assistantOverrides', 'squadOverrides', 'workflowOverrides'] as const;

const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the target and the start's overrides at run time (JavaScript callers get no type check), before the
 * visitor or the platform is asked anything; returns the target's fields to send.
 */
export function validateTarget(target: unknown, options: StartOptions = {}): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of TARGET_KEYS) {
    const value = (target as Record<string, unknown> | null)?.[key];
    if (value == null) continue;
    const isId = key.endsWith('Id');
    if (isId ? typeof value !== 'string' || !value.trim() : !isObject(value)) {
      throw new TypeError(`${key} must be ${isId ? 'a non-empty string' : 'an object'}.`);
    }
    fields[key] = value;
  }
  const given = Object.keys(fields);
  if (!given.length) throw new TypeError('Assistant or Squad or Workflow must be provided.');
  if (given.length > 1) throw new TypeError(`One target only: ${given.join(' and ')} were given.`);
  for (const key of OVERRIDE_KEYS) {
    if (options[key] != null && !isObject(options[key])) throw new TypeError(`${key} must be an object.`);
  }
  try {
    JSON.stringify([fields, ...OVERRIDE_KEYS.map((key) => options[key])]);
  } catch (error) {
    throw new TypeError(`The call's settings cannot be sent as JSON: ${toError(error).message}`, {
      cause: error,
    });
  }
  return fields;
}

/**
 * The start flow of a session, stage by stage as the contract lists them. The web call and the call object are
 * created in parallel; the join waits for both. Rejects with a `StageFailure`; the caller cleans up and reports.
 */
export async function runStartFlow(context: SessionContext, state: SessionState): Promise<WebCallResponse> {
  const start: Start = {
    context,
    state,
    clock: context.clock,
    signal: state.controller.signal,
    progress: (event) => context.emit('call-start-progress', event),
    error: (event) => reportError(context, event),
  };
  const { fields, mobile } = await runStage(start, 'input-validation', () => {
    // Daily's options too (userData's size): a start they would fail must not cost a prompt or a call first.
    context.factoryOptions();
    return {
      fields: validateTarget(state.target, state.startOptions),
      mobile: (context.options.isMobile ?? isMobileBrowser)(),
    };
  });
  // daily-js loads and the call object is created while the visitor answers the prompt; its stage awaits it.
  createCallObject(start).catch(() => {});
  // An app's own track is used as it is: nothing to ask.
  if (context.options.microphone !== 'optional' && typeof microphoneOf(context) !== 'object') {
    await runStage(start, 'microphone-permission', () => acquireMicrophone(start));
  }
  const body = await runStage(start, 'initialization', (): CreateWebCallBody => {
    const { assistantOverrides, squadOverrides, workflowOverrides, roomDeleteOnUserLeaveEnabled } =
      state.startOptions;
    // Unset overrides stay `undefined`, which JSON leaves out of the request.
    return {
      ...fields,
      assistantOverrides,
      squadOverrides,
      workflowOverrides,
      roomDeleteOnUserLeaveEnabled: roomDeleteOnUserLeaveEnabled ?? true,
    };
  });
  const [response, callObject] = await createInParallel(start, body);
  if (mobile) {
    await runStage(start, 'mobile-permissions', (signal) =>
      delay(context.clock, MOBILE_PERMISSION_WAIT_MS, signal),
    );
  }
  await joinAndSetUp(start, response, callObject);
  return response;
}

/** The join, then the stages that set up the joined call (all optional: the call goes on without them). */
async function joinAndSetUp(
  start: Start,
  response: WebCallResponse,
  callObject: DailyCallLike,
): Promise<void> {
  const { context, state } = start;
  const recording = response.artifactPlan?.videoRecordingEnabled === true;
  let joinedMuted = false;
  await runStage(start, 'daily-call-join', (signal) => {
    // The platform streams video only for a recorded call or a video avatar voice.
    const video = recording || response.assistant?.voice?.provider === 'tavus';
    const join = attachCall(context, state, callObject, video);
    // Daily's join can hang forever (e.g. on a malformed room URL or a network that drops its packets).
    joinedMuted = state.muted;
    return withTimeout(context.clock, context.timeouts.join, signal, 'Joining', () =>
      join(response.webCallUrl ?? '', recording, state.microphone ?? microphoneOf(context), joinedMuted),
    );
  });
  // From now on messages can be sent and a `left-meeting` ends the call.
  state.joined = true;
  applyMuteAfterJoin(context, state, callObject, joinedMuted);
  // A switch like any in a call: the start does not wait for the device to open, and a stop is not held up by it.
  void applyChosenInput(context, state).catch(warnFailed(context, 'The microphone chosen while connecting'));
  if (recording) {
    await runStage(start, 'video-recording-setup', () => {
      // The platform wants the delay until the recording runs.
      state.recordingAt = context.clock.now();
      callObject.startRecording({ width: 1280, height: 720, layout: { preset: 'default' } });
    });
  }
  // The assistant's level drives the speaking detector; the visitor's own feeds `local-volume-level`.
  await runStage(start, 'audio-observer-setup', () =>
    Promise.all([
      callObject.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
      callObject.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
    ]),
  );
  if (context.options.noiseCancellation !== false) {
    await runStage(start, 'audio-processing-setup', () =>
      callObject.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
    );
    // The processor replaced the track Daily sends (or failed and muted it): measure and mute what it sends now.
    keepVisitorsMute(state);
    observeSentTrack(context, state);
  }
}

/**
 * The visitor's mute once joined, whatever became of a change made during the join (daily-js drops what it is sent
 * while it loads). Unchanged since the join, a device without a microphone (Daily sends nothing) leaves it muted too.
 */
function applyMuteAfterJoin(
  context: SessionContext,
  state: SessionState,
  callObject: DailyCallLike,
  joinedMuted: boolean,
): void {
  // A microphone Daily could not get cannot be unmuted: the call stays muted, as Daily sends nothing.
  const blocked = isMicrophoneBlocked(callObject);
  const changed = state.muted !== joinedMuted && !blocked;
  const muted = changed ? state.muted : state.muted || callObject.localAudio() === false;
  if (muted || changed) callObject.setLocalAudio(!muted);
  state.muted = muted;
  context.store.update({ muted });
}

/**
 * The microphone asked for or sent: the app's own track as it is, else the device `setInputDevice` chose, else the
 * app's device id (`undefined`: the default device).
 */
function microphoneOf(context: SessionContext): string | MediaStreamTrack | undefined {
  const source = context.options.callObject?.audioSource;
  if (typeof source === 'object' && source) return source;
  return context.inputDeviceId ?? (typeof source === 'string' ? source : undefined);
}

/** The microphone stage: its track is the one Daily sends, and the session's to stop. */
async function acquireMicrophone({ context, state }: Start): Promise<void> {
  // Not a track: the stage runs only without the app's own.
  const deviceId = microphoneOf(context) as string | undefined;
  const track = await getMicrophoneTrack(context.mediaDevices, deviceId).catch(async (error: unknown) => {
    // The microphone chosen with setInputDevice went away while no call ran: the default serves, as in a call
    // (unless the start was stopped meanwhile: nothing more is asked of the browser then).
    const gone = deviceId === context.inputDeviceId && (error as Error)?.name === 'OverconstrainedError';
    if (!deviceId || !gone || state.ended) throw error;
    context.inputDeviceId = undefined;
    const fallback = await getMicrophoneTrack(context.mediaDevices);
    // Said once the default is there, and only for a start still under way.
    if (!state.ended) context.emit('device-fallback', { kind: 'input', deviceId });
    return fallback;
  });
  // A grant that comes after a stop belongs to no call.
  if (state.ended) track.stop();
  else state.microphone = track;
}

async function createWebCall({ context }: Start, body: CreateWebCallBody, signal: AbortSignal) {
  const response = await withTimeout(
    context.clock,
    context.timeouts.webCall,
    signal,
    'POST /call/web',
    (bounded) => context.createWebCall(body, bounded),
  );
  context.store.update({ callId: response.id });
  return response;
}

/** Creates the call object once: called early (before the microphone's answer) and again by its stage. */
function createCallObject({ context, state }: Start): Promise<DailyCallLike> {
  state.creating ??= (async () => {
    const settings = { ...context.factoryOptions() };
    const custom = context.options.createCallObject;
    // Loaded outside the lease, so that a stop while daily-js downloads does not wait for the download.
    if (!custom) await loadDaily();
    state.callObject = await state.lease.create(
      () => (custom ?? createDailyCallObject)(settings),
      state.controller.signal,
    );
    return state.callObject;
  })();
  return state.creating;
}

/**
 * The web call and the call object, created at once. When one stage fails the start is over: the session's work is
 * aborted, so the other stage is cancelled and reported as failed too. The first failure is rethrown once both have
 * settled, so no progress event comes late.
 */
async function createInParallel(
  start: Start,
  body: CreateWebCallBody,
): Promise<[WebCallResponse, DailyCallLike]> {
  let first: StageFailure | undefined;
  const cancelSibling = (failure: StageFailure): never => {
    // The sibling's failure, an abort, comes second.
    first ??= failure;
    start.state.controller.abort(abortError(`Cancelled: ${failure.stage} failed.`));
    throw failure;
  };
  const stages = [
    runStage(start, 'web-call-creation', (signal) => createWebCall(start, body, signal), {
      metadata: (call) => ({ callId: call.id }),
    }).catch(cancelSibling),
    runStage(start, 'daily-call-object-creation', () => createCallObject(start)).catch(cancelSibling),
  ] as const;
  await Promise.allSettled(stages);
  if (first) throw first;
  return Promise.all(stages);
}
