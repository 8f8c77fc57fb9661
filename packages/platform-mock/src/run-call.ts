import { objectOf } from './action-context';
import { deliver, type ServerTarget } from './server-delivery';
import type { Entity, Store } from './store';
import { renderTranscript } from './transcript';

/** The kinds of step, each named by the field that holds it. */
const CALL_SCRIPT_STEP_KINDS = ['user', 'assistant', 'tool', 'end'] as const;

/** Each kind of step with its fields. */
interface StepKinds {
  /** The caller says this. */
  user: { user: string };
  /** The assistant says this. */
  assistant: { assistant: string };
  /** The assistant calls one of its tools by function name, with these arguments (default `{}`). */
  tool: { tool: string; arguments?: Record<string, unknown> | undefined };
  /** The call ends, for this `endedReason`. */
  end: { end: string };
}

type StepField = { [Kind in keyof StepKinds]: keyof StepKinds[Kind] }[keyof StepKinds];

/**
 * One kind's fields, the other kinds' barred: a step with two kinds' fields (`{ user, end }`) is refused when the
 * run starts, so it must not compile either, which a plain union of the kinds would let through.
 */
type OnlyStep<Kind extends keyof StepKinds> = StepKinds[Kind] & {
  readonly [Other in Exclude<StepField, keyof StepKinds[Kind]>]?: never;
};

/** One step of a scripted conversation: `{ user }`, `{ assistant }`, `{ tool, arguments? }` or `{ end }`. */
export type CallScriptStep = {
  [Kind in (typeof CALL_SCRIPT_STEP_KINDS)[number]]: OnlyStep<Kind>;
}[(typeof CALL_SCRIPT_STEP_KINDS)[number]];

/** Options of `runCall`. */
export interface RunCallOptions {
  script: readonly CallScriptStep[];
  /** The fetch that reaches the server URLs; `globalThis.fetch` (looked up per message) by default. */
  fetch?: typeof fetch | undefined;
}

/** One server message the mock POSTed, and what the server answered. */
export interface RunMessage {
  type: string;
  url: string;
  /** The answer's status; 0 when no answer came (the error says why). */
  status: number;
  /** The answer's body, parsed when JSON. */
  body: unknown;
  error?: string;
  /** The message as sent (`{ message }` without the wrapper). */
  message: Record<string, unknown>;
}

/** What a run did: every message posted, and the call as it ended. */
export interface CallRun {
  callId: string;
  messages: RunMessage[];
  call: Entity;
}

const DEFAULT_ENDED_REASON = 'customer-ended-call';
const SECONDS_PER_TURN = 2;

type Json = Record<string, unknown>;

interface ToolDefinition extends Json {
  function?: { name?: string };
  server?: ServerTarget;
}

const STEP_SHAPES = '{ user }, { assistant }, { tool, arguments? }, { end }';

/**
 * Refuses a step of no kind (its field a string), or of two (the run used to play the first and drop the other), or
 * with a tool's `arguments` on another kind, as the type does; a field set to `undefined` is absent, as there. A
 * script can come over HTTP (the bin), so every step is checked before the first message goes out.
 */
function checkStep(step: CallScriptStep, index: number): void {
  const fields = (step ?? {}) as Record<string, unknown>;
  const given = [...CALL_SCRIPT_STEP_KINDS, 'arguments'].filter((field) => fields[field] !== undefined);
  const [kind] = given;
  if (!kind || kind === 'arguments' || typeof fields[kind] !== 'string') {
    throw new TypeError(`Step ${index} is none of ${STEP_SHAPES}.`);
  }
  if (given.length > (kind === 'tool' && fields.arguments !== undefined ? 2 : 1)) {
    throw new TypeError(
      `Step ${index} mixes the fields of two kinds of step (${given.join(', ')}): a step is one of ${STEP_SHAPES}.`,
    );
  }
}

/** The call's assistant, inline or stored, and its tools (inline `model.tools` and stored `model.toolIds`). */
function partiesOf(store: Store, call: Entity) {
  const assistant = objectOf(call.assistant) ?? store.get('assistant', String(call.assistantId ?? ''));
  const phoneNumber =
    objectOf(call.phoneNumber) ?? store.get('phone-number', String(call.phoneNumberId ?? ''));
  const model = objectOf(assistant?.model);
  const tools = [
    ...((model?.tools as ToolDefinition[] | undefined) ?? []),
    ...((model?.toolIds as string[] | undefined) ?? []).flatMap((id) => store.get('tool', id) ?? []),
  ] as ToolDefinition[];
  return { assistant, phoneNumber, tools };
}

/**
 * Plays a scripted conversation on a call of the store, POSTing the server messages the platform would to the
 * server URLs it would use, and records the answers in the call.
 */
export async function runCall(store: Store, callId: string, options: RunCallOptions): Promise<CallRun> {
  const call = store.get('call', callId);
  if (!call)
    throw new TypeError(`No call ${callId} in the mock: create it with POST /call or /call/web first.`);
  const { assistant, phoneNumber, tools } = partiesOf(store, call);
  const fallbackServer = (objectOf(assistant?.server) ?? objectOf(phoneNumber?.server)) as
    | ServerTarget
    | undefined;
  const listed = assistant?.serverMessages as string[] | undefined;
  const startedAt = Date.now();
  const conversation: Json[] = [];
  const messages: RunMessage[] = [];
  let seconds = 0;

  const post = async (type: string, fields: Json, server = fallbackServer) => {
    if (!server?.url || (listed && !listed.includes(type))) return undefined;
    const message = {
      type,
      timestamp: Date.now(),
      call: { ...call, status: type === 'status-update' ? fields.status : 'in-progress' },
      ...(assistant ? { assistant } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
      ...fields,
    };
    const delivery = await deliver(
      store,
      { ...server, url: server.url },
      message,
      options.fetch ?? globalThis.fetch,
    );
    messages.push({ type, url: server.url, ...delivery, message });
    return delivery;
  };

  const speak = async (role: 'user' | 'bot', text: string) => {
    const time = startedAt + seconds * 1000;
    conversation.push({
      role,
      message: text,
      time,
      endTime: time + 1000,
      secondsFromStart: seconds,
      duration: 1000,
    });
    seconds += SECONDS_PER_TURN;
    await post('transcript', {
      role: role === 'bot' ? 'assistant' : 'user',
      transcriptType: 'final',
      transcript: text,
    });
    await post('conversation-update', { messages: conversation, messagesOpenAIFormatted: [] });
  };

  const callTool = async (name: string, args: Json, index: number) => {
    const tool = tools.find((candidate) => candidate.function?.name === name);
    if (!tool) throw new TypeError(`The call's assistant has no tool with the function "${name}".`);
    const toolCall = {
      id: `call_${index}_${name}`,
      type: 'function',
      function: { name, arguments: JSON.stringify(args) },
    };
    const time = startedAt + seconds * 1000;
    conversation.push({
      role: 'tool_calls',
      toolCalls: [toolCall],
      message: '',
      time,
      secondsFromStart: seconds,
    });
    const server = (objectOf(tool.server) as ServerTarget | undefined)?.url ? tool.server : fallbackServer;
    const delivery = await post(
      'tool-calls',
      { toolCallList: [toolCall], toolWithToolCallList: [{ ...tool, toolCall }] },
      server,
    );
    const answered = (objectOf(delivery?.body)?.results as Json[] | undefined)?.find(
      (result) => result.toolCallId === toolCall.id,
    );
    const failure =
      !delivery || delivery.status < 200 || delivery.status > 299
        ? `No result: the server answered ${delivery?.status ?? 'nothing'}${delivery?.error ? ` (${delivery.error})` : ''}.`
        : undefined;
    seconds += SECONDS_PER_TURN;
    conversation.push({
      role: 'tool_call_result',
      toolCallId: toolCall.id,
      name,
      result: failure ?? String(answered?.result ?? answered?.error ?? 'No result returned.'),
      time: startedAt + seconds * 1000,
      secondsFromStart: seconds,
    });
    await post('conversation-update', { messages: conversation, messagesOpenAIFormatted: [] });
  };

  options.script.forEach(checkStep);
  await post('status-update', { status: 'in-progress' });
  let endedReason = DEFAULT_ENDED_REASON;
  for (const [index, step] of options.script.entries()) {
    if (step.end !== undefined) {
      endedReason = step.end;
      break;
    }
    if (step.tool !== undefined) await callTool(step.tool, step.arguments ?? {}, index);
    else if (step.user !== undefined) await speak('user', step.user);
    else await speak('bot', step.assistant);
  }
  const endedAt = new Date(startedAt + seconds * 1000).toISOString();
  const transcript = renderTranscript(conversation);
  await post('status-update', { status: 'ended', endedReason });
  await post('end-of-call-report', {
    endedReason,
    artifact: { messages: conversation, transcript },
    analysis: {},
    startedAt: new Date(startedAt).toISOString(),
    endedAt,
  });
  const ended = store.update('call', callId, {
    status: 'ended',
    endedReason,
    messages: conversation,
    artifact: { messages: conversation, transcript },
    startedAt: new Date(startedAt).toISOString(),
    endedAt,
  }) as Entity;
  return { callId, messages, call: ended };
}
