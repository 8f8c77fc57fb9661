import type { components } from '@clinic/api-client';
import { delay } from './clock';
import type { AttachedCall, DailyCallLike } from './daily/adapter';
import { abortError, forwardAbort } from './errors';
import type { CreateWebCallBody, WebCallResponse } from './platform';
import { runStage, type StageContext, type StageFailure } from './stages';
import { type TimeoutTimers, withTimeout } from './timeouts';

type Schemas = components['schemas'];

/** Whom to call: one assistant, squad or workflow, by id or inline. */
export type WebCallTarget =
  | { readonly assistantId: string }
  | { readonly assistant: Schemas['CreateAssistantDTO'] }
  | { readonly squadId: string }
  | { readonly squad: Schemas['CreateSquadDTO'] }
  | { readonly workflowId: string }
  | { readonly workflow: Schemas['CreateWorkflowDTO'] };

/** Options of one `start()`. */
export interface StartOptions {
  readonly assistantOverrides?: Schemas['AssistantOverrides'];
  readonly squadOverrides?: Schemas['AssistantOverrides'];
  readonly workflowOverrides?: Schemas['WorkflowOverrides'];
  /** Close the room when the browser leaves (default true); false lets the call outlive a page reload. */
  readonly roomDeleteOnUserLeaveEnabled?: boolean;
  /** Aborting it while connecting ends the start cleanly; `start()` then resolves `null`. */
  readonly signal?: AbortSignal;
}

/** Mobile browsers need a moment after the call object exists before the microphone prompt behaves. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;
/** The contract's audio-level observer interval (also Daily's minimum). */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/** The environment of one start: the stage context, and the `WebCall` parts that the stages call. */
export interface StartFlow extends StageContext {
  readonly target: unknown;
  readonly options: StartOptions;
  readonly isMobile: () => boolean;
  readonly timeouts: TimeoutTimers;
  createWebCall(body: CreateWebCallBody, signal: AbortSignal): Promise<WebCallResponse>;
  /** Creates the call object; called early (before the microphone's answer) and again by its stage: one creation. */
  createCallObject(signal: AbortSignal): Promise<DailyCallLike>;
  /** Asks for the microphone; `undefined`: no microphone stage (`microphone: "optional"`). */
  readonly acquireMicrophone?: (signal: AbortSignal) => Promise<unknown>;
  /** What Daily sends as the microphone, given at the join (the stage's track, or the app's own source). */
  audioSource(): string | MediaStreamTrack | undefined;
  /** Whether to set Daily's noise-cancellation processor. */
  readonly noiseCancellation: boolean;
  /** The optional stages are over: Daily's microphone is final (the local level observer may be set on it). */
  settled(callObject: DailyCallLike): void;
  /** Puts the call's listeners on the call object, just before the join. */
  attach(callObject: DailyCallLike, subscribeVideo: boolean): AttachedCall;
  /** The join completed: from now on messages can be sent and a `left-meeting` ends the call. */
  joined(callObject: DailyCallLike): void;
  /** Video recording was requested now (the platform wants the delay until it runs). */
  recordingRequested(): void;
}

const TARGET_KEYS = ['assistantId', 'assistant', 'squadId', 'squad', 'workflowId', 'workflow'] as const;

/** Checks the target at run time (JavaScript callers get no type check); returns the fields to send. */
export function validateTarget(target: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of TARGET_KEYS) {
    const value = (target as Record<string, unknown> | null)?.[key];
    if (value == null) continue;
    const isId = key.endsWith('Id');
    if (isId ? typeof value !== 'string' || !value.trim() : typeof value !== 'object') {
      throw new TypeError(`${key} must be ${isId ? 'a non-empty string' : 'an object'}.`);
    }
    fields[key] = value;
  }
  if (!Object.keys(fields).length) throw new TypeError('Assistant or Squad or Workflow must be provided.');
  return fields;
}

/**
 * The start flow, stage by stage as the contract lists them. The web call and the call object are created in
 * parallel; the join waits for both. Rejects with a `StageFailure`; the caller cleans up and reports.
 */
export async function runStartFlow(flow: StartFlow): Promise<WebCallResponse> {
  const fields = await runStage(flow, 'input-validation', () => validateTarget(flow.target));
  // daily-js loads and the call object is created while the visitor answers the prompt; its stage awaits it.
  flow.createCallObject(flow.signal).catch(() => {});
  if (flow.acquireMicrophone) {
    await runStage(flow, 'microphone-permission', (signal) => flow.acquireMicrophone?.(signal));
  }

  const body = await runStage(flow, 'initialization', (): CreateWebCallBody => {
    const { assistantOverrides, squadOverrides, workflowOverrides, roomDeleteOnUserLeaveEnabled } =
      flow.options;
    // Unset overrides stay `undefined`, which JSON leaves out of the request.
    return {
      ...fields,
      assistantOverrides,
      squadOverrides,
      workflowOverrides,
      roomDeleteOnUserLeaveEnabled: roomDeleteOnUserLeaveEnabled ?? true,
    };
  });

  const [response, callObject] = await inParallel(
    flow,
    (context) =>
      runStage(
        context,
        'web-call-creation',
        (signal) =>
          withTimeout(flow.clock, flow.timeouts.webCall, signal, 'POST /call/web', (bounded) =>
            flow.createWebCall(body, bounded),
          ),
        { metadata: (call) => ({ callId: call.id }) },
      ),
    (context) => runStage(context, 'daily-call-object-creation', (signal) => flow.createCallObject(signal)),
  );

  if (flow.isMobile()) {
    await runStage(flow, 'mobile-permissions', (signal) =>
      delay(flow.clock, MOBILE_PERMISSION_WAIT_MS, signal),
    );
  }

  const recording = response.artifactPlan?.videoRecordingEnabled === true;
  await runStage(flow, 'daily-call-join', (signal) => {
    // The platform streams video only for a recorded call or a video avatar voice.
    const attached = flow.attach(callObject, recording || response.assistant?.voice?.provider === 'tavus');
    // Daily's join can hang forever (e.g. on a malformed room URL or a network that drops its packets).
    return withTimeout(flow.clock, flow.timeouts.join, signal, 'Joining', () =>
      attached.join(response.webCallUrl ?? '', recording, flow.audioSource()),
    );
  });
  flow.joined(callObject);

  if (recording) {
    await runStage(flow, 'video-recording-setup', () => {
      flow.recordingRequested();
      callObject.startRecording({ width: 1280, height: 720, layout: { preset: 'default' } });
    });
  }
  // The assistant's level drives the speaking detector; the visitor's own feeds `local-volume-level`.
  await runStage(flow, 'audio-observer-setup', () =>
    Promise.all([
      callObject.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
      callObject.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
    ]),
  );
  if (flow.noiseCancellation) {
    await runStage(flow, 'audio-processing-setup', () =>
      callObject.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
    );
  }
  flow.settled(callObject);
  return response;
}

/**
 * Runs two stages at once. When one fails the other is cancelled (its work aborted) and reported as failed
 * too; the first real failure is rethrown once both have settled, so no progress event comes late.
 */
async function inParallel<A, B>(
  flow: StageContext,
  first: (context: StageContext) => Promise<A>,
  second: (context: StageContext) => Promise<B>,
): Promise<[A, B]> {
  const controller = new AbortController();
  const unlink = forwardAbort(flow.signal, controller);
  const context = { ...flow, signal: controller.signal };
  const cancelSibling = (failure: StageFailure) => {
    controller.abort(abortError(`Cancelled: ${failure.stage} failed.`));
    throw failure;
  };
  const results = await Promise.allSettled([
    first(context).catch(cancelSibling),
    second(context).catch(cancelSibling),
  ]);
  unlink();
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as StageFailure] : [],
  );
  if (failures.length) throw failures.find((failure) => !failure.aborted) ?? failures[0];
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [A, B];
}
