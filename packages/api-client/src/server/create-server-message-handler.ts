import { DeadlineError, PLATFORM_DEADLINES_MS } from './deadline-error';
import { isListedServerMessage, type ServerMessageType } from './server-message-type-list';
import type {
  ListedServerMessage,
  ServerMessageOfType,
  ServerMessageResponseOfType,
  UnlistedServerMessage,
} from './server-message-types';
import { ServerMessageVerificationError } from './server-message-verification-error';
import {
  createServerMessageVerifier,
  type ServerMessageVerificationOptions,
  type VerifiedServerMessage,
} from './verify-server-message';

/** What a handler gets besides its message. */
export interface ServerMessageContext {
  /** The request, already verified; its body has been read. */
  request: Request;
  /** When the platform stops waiting for the answer (epoch ms). */
  deadline: number;
  /**
   * Keeps work going after the answer is sent: the host's `waitUntil` (a Worker's `ctx`) when `handle` got one.
   * A rejection of the work reaches `onError`.
   */
  waitUntil: (work: Promise<unknown>) => void;
}

/** What the runtime hosting the handler offers it, such as a Worker's `ctx` (passed whole, so `this` holds). */
export interface ServerMessageHostContext {
  waitUntil?(work: Promise<unknown>): void;
}

/** The handler `createServerMessageHandler` makes: a Fetch-API handler with an optional host context. */
export type ServerMessageHandle = (request: Request, host?: ServerMessageHostContext) => Promise<Response>;

/** A handler of one message type: gets that type's message, answers that type's response. */
export type ServerMessageHandlerOf<Type extends ServerMessageType> = (
  message: ServerMessageOfType<Type>,
  context: ServerMessageContext,
) => ServerMessageResponseOfType<Type> | Promise<ServerMessageResponseOfType<Type>>;

/** One optional handler per server-message type. */
export type ServerMessageHandlers = { [Type in ServerMessageType]?: ServerMessageHandlerOf<Type> };

/** Options of `createServerMessageHandler`. */
export interface ServerMessageHandlerOptions extends ServerMessageVerificationOptions {
  /** The handlers, by message type. */
  on: ServerMessageHandlers;
  /** Called with a message whose type the platform's document does not list. */
  onUnknown?: ((message: UnlistedServerMessage) => void) | undefined;
  /** Called with each request refused by verification (401, 413, 400), its `reason` saying why. */
  onRejected?: ((error: ServerMessageVerificationError) => void) | undefined;
  /**
   * Called with a handler's error, a `DeadlineError` when a handler misses the platform's deadline, and the
   * rejection of work given to `waitUntil`.
   */
  onError?: ((error: Error) => void) | undefined;
  /** Deadlines by message type in ms, for a server whose `timeoutSeconds` is not the default 20. */
  deadlines?: Partial<Record<ServerMessageType, number | undefined>> | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refusal = (status: number, message: string) => json(status, { message });

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A Fetch-API handler for the platform's server messages: verifies each request, then calls the handler of its
 * message type and answers with what that handler returns.
 */
export function createServerMessageHandler(options: ServerMessageHandlerOptions): ServerMessageHandle {
  const verify = createServerMessageVerifier(options);
  const { on, onUnknown, onRejected, onError, deadlines } = options;
  // A failing callback must not turn an answer into a crash.
  const report = (error: Error) => {
    try {
      onError?.(error);
    } catch {}
  };
  const reject = (error: ServerMessageVerificationError) => {
    try {
      onRejected?.(error);
    } catch (callbackError) {
      report(asError(callbackError));
    }
    // Every 401 reads the same, whatever failed; a 400 or 413 is about the body, which the caller wrote anyway.
    return refusal(error.status, error.status === 401 ? 'Not authenticated.' : error.reason);
  };
  const keepGoing =
    (host: ServerMessageHostContext | undefined) =>
    (work: Promise<unknown>): void => {
      const watched = Promise.resolve(work).catch((error: unknown) => report(asError(error)));
      // Called as a method of the host, so a Worker's ctx keeps its `this`.
      host?.waitUntil?.(watched);
    };

  const dispatch = async (
    type: ServerMessageType,
    message: ListedServerMessage,
    request: Request,
    host: ServerMessageHostContext | undefined,
    receivedAt: number,
  ) => {
    const handler = on[type] as ServerMessageHandlerOf<ServerMessageType> | undefined;
    if (!handler) return json(200, {});
    const deadlineMs =
      deadlines?.[type] ??
      (type === 'assistant-request' ? PLATFORM_DEADLINES_MS[type] : PLATFORM_DEADLINES_MS.default);
    const deadline = receivedAt + deadlineMs;
    const timer = setTimeout(() => report(new DeadlineError(type, deadlineMs)), deadline - Date.now());
    try {
      const context = { request, deadline, waitUntil: keepGoing(host) };
      const answer = await handler(message as ServerMessageOfType<ServerMessageType>, context);
      return json(200, answer ?? {});
    } catch (error) {
      report(asError(error));
      return refusal(500, 'The handler failed.');
    } finally {
      clearTimeout(timer);
    }
  };

  return async (request, host) => {
    const receivedAt = Date.now();
    if (request.method !== 'POST') return refusal(405, 'Server messages are POSTed.');
    let message: VerifiedServerMessage;
    try {
      message = await verify(request);
    } catch (error) {
      if (error instanceof ServerMessageVerificationError) return reject(error);
      throw error;
    }
    if (!isListedServerMessage(message)) {
      try {
        onUnknown?.(message);
      } catch (error) {
        report(asError(error));
      }
      return json(200, {});
    }
    return dispatch(message.type, message, request, host, receivedAt);
  };
}
