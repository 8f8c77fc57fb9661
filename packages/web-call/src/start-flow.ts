import type { components } from '@clinic/api-client';
import { type Clock, delay } from './clock';
import type { CallObjectAdapter, DailyCallLike } from './daily/adapter';
import { abortError } from './errors';
import type { CreateWebCallBody, WebCallResponse } from './platform';
import { runStage, type StageContext, StageFailure } from './stages';

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
/** Daily's join can hang forever (e.g. on a malformed room URL); give up after this long. */
export const JOIN_TIMEOUT_MS = 30_000;

export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided.';

/** What the stages after initialization call: one call session, loaded with the call code. */
export interface SessionHooks {
  createWebCall(body: CreateWebCallBody, signal: AbortSignal): Promise<WebCallResponse>;
  createCallObject(signal: AbortSignal): Promise<DailyCallLike>;
  /** Wraps the created call object with the session's listeners. */
  connect(callObject: DailyCallLike, response: WebCallResponse): CallObjectAdapter;
  /** The join completed: from now on messages can be sent and a `left-meeting` ends the call. */
  joined(): void;
  /** Video recording was requested now (the platform wants the delay until it runs). */
  recordingRequested(): void;
}

/** Everything the stages need: the environment, and how to load the call code. */
export interface StartFlow extends StageContext {
  readonly target: unknown;
  readonly options: StartOptions;
  readonly isMobile: () => boolean;
  /** Loads the call code (and starts loading daily-js) and opens the session the later stages run on. */
  initialize(): Promise<SessionHooks>;
}

const TARGET_KEYS = ['assistantId', 'assistant', 'squadId', 'squad', 'workflowId', 'workflow'] as const;

/** Checks the target at run time (JavaScript callers get no type check); returns the fields to send. */
export function validateTarget(target: unknown): Partial<Record<(typeof TARGET_KEYS)[number], unknown>> {
  const fields: Partial<Record<(typeof TARGET_KEYS)[number], unknown>> = {};
  if (typeof target === 'object' && target !== null) {
    for (const key of TARGET_KEYS) {
      const value = (target as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      const isId = key.endsWith('Id');
      if (isId ? typeof value !== 'string' || value.trim() === '' : typeof value !== 'object') {
        throw new TypeError(`${key} must be ${isId ? 'a non-empty string' : 'an object'}.`);
      }
      fields[key] = value;
    }
  }
  if (Object.keys(fields).length === 0) throw new TypeError(MISSING_TARGET_MESSAGE);
  return fields;
}

function buildBody(fields: Record<string, unknown>, options: StartOptions): CreateWebCallBody {
  const { assistantOverrides, squadOverrides, workflowOverrides } = options;
  return {
    ...fields,
    ...(assistantOverrides && { assistantOverrides }),
    ...(squadOverrides && { squadOverrides }),
    ...(workflowOverrides && { workflowOverrides }),
    roomDeleteOnUserLeaveEnabled: options.roomDeleteOnUserLeaveEnabled ?? true,
  };
}

/**
 * The start flow, stage by stage as the contract lists them. The web call and the call object are created in
 * parallel; the join waits for both. Rejects with a `StageFailure`; the caller cleans up and reports.
 */
export async function runStartFlow(flow: StartFlow): Promise<WebCallResponse> {
  const fields = await runStage(flow, 'input-validation', () => validateTarget(flow.target));

  const session = await runStage(flow, 'initialization', () => flow.initialize(), {
    metadata: () => ({
      hasAssistant: 'assistant' in fields || 'assistantId' in fields,
      hasSquad: 'squad' in fields || 'squadId' in fields,
      hasWorkflow: 'workflow' in fields || 'workflowId' in fields,
    }),
  });
  const body = buildBody(fields, flow.options);

  const [response, callObject] = await inParallel(
    flow,
    (context) =>
      runStage(context, 'web-call-creation', (signal) => session.createWebCall(body, signal), {
        metadata: (call) => ({
          callId: call.id,
          videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled === true,
        }),
      }),
    (context) =>
      runStage(context, 'daily-call-object-creation', (signal) => session.createCallObject(signal)),
  );
  const adapter = session.connect(callObject, response);

  if (flow.isMobile()) {
    await runStage(flow, 'mobile-permissions', (signal) =>
      delay(flow.clock, MOBILE_PERMISSION_WAIT_MS, signal),
    );
  }

  await runStage(flow, 'daily-call-join', (signal) =>
    withTimeout(adapter.join(response.webCallUrl ?? ''), flow.clock, JOIN_TIMEOUT_MS, signal),
  );
  session.joined();

  if (response.artifactPlan?.videoRecordingEnabled === true) {
    await runStage(
      flow,
      'video-recording-setup',
      () => {
        session.recordingRequested();
        adapter.startRecording();
      },
      { optional: true },
    );
  }
  await runStage(flow, 'audio-observer-setup', () => adapter.startAudioLevelObserver(), { optional: true });
  await runStage(flow, 'audio-processing-setup', () => adapter.enableNoiseCancellation(), { optional: true });
  return response;
}

/**
 * Runs two stages at once. When one fails the other is cancelled (its request aborted) and reported as
 * failed too; the first real failure is rethrown once both have settled, so no progress event comes late.
 */
async function inParallel<A, B>(
  flow: StageContext,
  first: (context: StageContext) => Promise<A>,
  second: (context: StageContext) => Promise<B>,
): Promise<[A, B]> {
  const controller = new AbortController();
  const forward = () => controller.abort(flow.signal.reason);
  if (flow.signal.aborted) forward();
  else flow.signal.addEventListener('abort', forward, { once: true });
  const context: StageContext = { ...flow, signal: controller.signal };
  const cancelSibling = (error: unknown) => {
    if (error instanceof StageFailure && !controller.signal.aborted) {
      controller.abort(abortError(`Cancelled because ${error.stage} failed.`));
    }
    throw error;
  };
  try {
    const results = await Promise.allSettled([
      first(context).catch(cancelSibling),
      second(context).catch(cancelSibling),
    ]);
    const [a, b] = results;
    if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    throw failures.find((failure) => failure instanceof StageFailure && !failure.aborted) ?? failures[0];
  } finally {
    flow.signal.removeEventListener('abort', forward);
  }
}

/** Settles like `promise`, or rejects after `ms`; the timer is cleared on settling or on abort. */
function withTimeout<T>(promise: Promise<T>, clock: Clock, ms: number, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const clear = () => {
      clock.clearTimeout(handle);
      signal.removeEventListener('abort', clear);
    };
    const handle = clock.setTimeout(() => {
      clear();
      reject(new Error(`Joining the call did not finish within ${ms} ms.`));
    }, ms);
    signal.addEventListener('abort', clear, { once: true });
    promise.then(
      (value) => {
        clear();
        resolve(value);
      },
      (error: unknown) => {
        clear();
        reject(error);
      },
    );
  });
}
