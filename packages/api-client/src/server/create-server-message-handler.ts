import { DeadlineError, PLATFORM_DEADLINES_MS } from './deadline-error';
import { BodyTooLargeError, readBody } from './read-body';
import { createRequestVerifier, type ServerAuth } from './server-auth';
import { isServerMessageType, type ServerMessageType } from './server-message-type-list';
import type { ServerMessageOfType, ServerMessageResponseOfType } from './server-message-types';

/** What a handler gets besides its message. */
export interface ServerMessageContext {
  /** The request, already verified; its body has been read. */
  request: Request;
  /** When the platform stops waiting for the answer (epoch ms). */
  deadline: number;
}

/** A handler of one message type: gets that type's message, answers that type's response. */
export type ServerMessageHandlerOf<Type extends ServerMessageType> = (
  message: ServerMessageOfType<Type>,
  context: ServerMessageContext,
) => ServerMessageResponseOfType<Type> | Promise<ServerMessageResponseOfType<Type>>;

/** One optional handler per server-message type. */
export type ServerMessageHandlers = { [Type in ServerMessageType]?: ServerMessageHandlerOf<Type> };

/** Options of `createServerMessageHandler`. */
export interface ServerMessageHandlerOptions {
  /** How requests are authenticated; `{ type: 'none' }` must be written out to accept any request. */
  auth: ServerAuth;
  /** How far a signed timestamp may lie from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** The largest body accepted; larger ones answer 413 (default 1 MiB). */
  maxBodyBytes?: number;
  /** The handlers, by message type. */
  on: ServerMessageHandlers;
  /** Called with a message whose type the platform's document does not list. */
  onUnknown?: (message: { type: string; [field: string]: unknown }) => void;
  /** Called with a handler's error, or a `DeadlineError` when a handler misses the platform's deadline. */
  onError?: (error: Error) => void;
  /** Deadlines by message type in ms, for a server whose `timeoutSeconds` is not the default 20. */
  deadlines?: Partial<Record<ServerMessageType, number>>;
}

const DEFAULT_TOLERANCE_SECONDS = 300;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refusal = (status: number, message: string) => json(status, { message });

function messageOf(text: string): { type: string; [field: string]: unknown } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object' || typeof (message as { type?: unknown }).type !== 'string') {
    return undefined;
  }
  return message as { type: string };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A Fetch-API handler for the platform's server messages: verifies each request, then calls the handler of its
 * message type and answers with what that handler returns.
 */
export function createServerMessageHandler(
  options: ServerMessageHandlerOptions,
): (request: Request) => Promise<Response> {
  const verify = createRequestVerifier(options.auth, options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const { on, onUnknown, onError, deadlines } = options;
  const report = (error: Error) => {
    try {
      onError?.(error);
    } catch {
      // A failing reporter must not turn an answer into a crash.
    }
  };

  const dispatch = async (type: ServerMessageType, message: object, request: Request, receivedAt: number) => {
    const handler = on[type] as ServerMessageHandlerOf<ServerMessageType> | undefined;
    if (!handler) return json(200, {});
    const deadlineMs =
      deadlines?.[type] ??
      (type === 'assistant-request' ? PLATFORM_DEADLINES_MS[type] : PLATFORM_DEADLINES_MS.default);
    const deadline = receivedAt + deadlineMs;
    const timer = setTimeout(() => report(new DeadlineError(type, deadlineMs)), deadline - Date.now());
    try {
      const answer = await handler(message as ServerMessageOfType<ServerMessageType>, { request, deadline });
      return json(200, answer ?? {});
    } catch (error) {
      report(asError(error));
      return refusal(500, 'The server failed to answer this message.');
    } finally {
      clearTimeout(timer);
    }
  };

  return async (request) => {
    const receivedAt = Date.now();
    if (request.method !== 'POST') return refusal(405, 'Server messages are POSTed.');
    let body: Uint8Array;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return refusal(413, `The body is larger than ${maxBodyBytes} bytes.`);
      return refusal(400, 'The body cannot be read.');
    }
    if (!(await verify(request, body))) return refusal(401, 'The request is not authenticated.');
    const message = messageOf(new TextDecoder().decode(body));
    if (!message) return refusal(400, 'The body is not a server message ({ "message": { "type": … } }).');
    if (!isServerMessageType(message.type)) {
      try {
        onUnknown?.(message);
      } catch (error) {
        report(asError(error));
      }
      return json(200, {});
    }
    return dispatch(message.type, message, request, receivedAt);
  };
}
