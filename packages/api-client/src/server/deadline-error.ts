import type { ServerMessageType } from './server-message-type-list';

/**
 * How long the platform waits for an answer, in ms: 7.5 s end to end for `assistant-request` (fixed, the call is
 * being set up), and the server's `timeoutSeconds`, 20 s unless configured, for everything else.
 */
export const PLATFORM_DEADLINES_MS = {
  'assistant-request': 7_500,
  default: 20_000,
} as const;

/** A handler was still running when the platform stopped waiting for its answer. */
export class DeadlineError extends Error {
  override name = 'DeadlineError' as const;
  constructor(
    /** The type of the message that was answered late. */
    readonly messageType: ServerMessageType,
    /** The deadline that passed, in ms from the request's arrival. */
    readonly deadlineMs: number,
  ) {
    super(`The "${messageType}" handler missed the platform's ${deadlineMs} ms deadline.`);
  }
}
