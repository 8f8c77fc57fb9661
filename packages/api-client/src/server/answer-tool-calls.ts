import type { ServerMessageContext } from './create-server-message-handler';
import type {
  ServerMessageOfType,
  ServerMessageResponseOfType,
  ToolCall,
  ToolCallResult,
} from './server-message-types';

/** Runs one tool: gets the call's arguments (parsed) and the call; its value becomes the call's `result`. */
export type ToolFunction = (
  args: Record<string, unknown>,
  toolCall: ToolCall,
  context: ServerMessageContext,
) => unknown;

/** The arguments of a call: the document types them as a JSON string, some senders give the object itself. */
function argumentsOf(toolCall: ToolCall): Record<string, unknown> {
  const raw: unknown = toolCall.function.arguments;
  const value = typeof raw === 'string' ? (raw.trim() ? JSON.parse(raw) : {}) : raw;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`The arguments of ${toolCall.function.name} are not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function answerOne(
  functions: Readonly<Record<string, ToolFunction>>,
  toolCall: ToolCall,
  context: ServerMessageContext,
): Promise<ToolCallResult> {
  const name = toolCall.function.name;
  const answered = { toolCallId: toolCall.id, name };
  const run = Object.hasOwn(functions, name) ? functions[name] : undefined;
  if (!run) return { ...answered, error: `No tool function is named "${name}".` };
  try {
    const value = await run(argumentsOf(toolCall), toolCall, context);
    return { ...answered, result: typeof value === 'string' ? value : (JSON.stringify(value) ?? '') };
  } catch (error) {
    return { ...answered, error: `${name} failed: ${errorText(error)}` };
  }
}

/**
 * A `tool-calls` handler from a map of tool functions by name: one `ToolCallResult` per call of the message,
 * the calls run concurrently; a function's throw, or a name with no function, is that call's `error`.
 */
export function answerToolCalls(
  functions: Readonly<Record<string, ToolFunction>>,
): (
  message: ServerMessageOfType<'tool-calls'>,
  context: ServerMessageContext,
) => Promise<ServerMessageResponseOfType<'tool-calls'>> {
  return async (message, context) => ({
    results: await Promise.all(
      message.toolCallList.map((toolCall) => answerOne(functions, toolCall, context)),
    ),
  });
}
