import type { components } from '@clinic/api-client';
import { CLIENT_MESSAGE_TYPES } from './generated/client-messages';

type Schemas = components['schemas'];

/**
 * The document leaves `type` optional on some messages (`tool-calls`), but a message without a string `type` never
 * reaches `message`: required here, so `m.type` is a string and a dispatch over it can be exhaustive.
 */
type WithType<Message extends { type?: string }> = Message extends { type: string }
  ? Message
  : Message & Required<Pick<Message, 'type'>>;

/**
 * A tool call as the platform sends it. Its document types `function.arguments` as a JSON string, but the platform
 * also sends the object itself: its client-side tools page reads either, and so must a page.
 */
type SentToolCall = Omit<Schemas['ToolCall'], 'function'> & {
  function: Omit<Schemas['ToolCallFunction'], 'arguments'> & { arguments: string | Record<string, unknown> };
};

/** `tool-calls` with its `toolCallList` as sent. */
type ToolCallsMessage = Omit<Schemas['ClientMessageToolCalls'], 'toolCallList'> & {
  toolCallList: SentToolCall[];
};

/**
 * A message the platform sends during a call, of a type its OpenAPI document describes (`ClientMessage` wraps
 * them in `message`), or the status update the document leaves out (the overlay's `ClientMessageStatusUpdate`).
 */
export type KnownPlatformMessage = WithType<
  | Exclude<Schemas['ClientMessage']['message'], { type?: 'tool-calls' }>
  | ToolCallsMessage
  | Schemas['ClientMessageStatusUpdate']
>;

/** The `type` of a described message. */
export type KnownPlatformMessageType = KnownPlatformMessage['type'];

/** Every described `type`, for the run-time check. */
export const PLATFORM_MESSAGE_TYPES = CLIENT_MESSAGE_TYPES satisfies readonly KnownPlatformMessageType[];

/** A message as the platform sent it: a JSON object with a string `type`. */
export interface RawPlatformMessage {
  readonly type: string;
  readonly [field: string]: unknown;
}

/**
 * A message of a type our document does not describe (one the platform added since), passed on whole in
 * `message`. It is wrapped rather than passed as is: a member typed `{ type: string }` would keep every
 * `m.type === "…"` check from narrowing.
 */
export interface UnknownPlatformMessage {
  readonly type: 'unknown';
  readonly message: RawPlatformMessage;
}

/** Payload of `message`: a described platform message, narrowed by `type`, or an unknown one wrapped. */
export type PlatformMessage = KnownPlatformMessage | UnknownPlatformMessage;

/** A transcript message (`partial` while the sentence is being said, `final` once it is done). */
export type TranscriptMessage = Schemas['ClientMessageTranscript'];

/** The `status-update` that `WebCall` emits when the visitor leaves and the platform has not reported the end. */
export type CallEndedStatusMessage = Schemas['ClientMessageStatusUpdate'] & {
  readonly status: 'ended';
  readonly endedReason: string;
};

const KNOWN_TYPES: ReadonlySet<string> = new Set(PLATFORM_MESSAGE_TYPES);

/**
 * Reads a Daily app message from the platform (a JSON string, or an object already parsed): described types as
 * they are, anything else wrapped as `unknown`; `undefined` when it is not a JSON object with a string `type`.
 */
export function parseAppMessage(data: unknown): PlatformMessage | undefined {
  let message: Partial<RawPlatformMessage> | undefined;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {}
  if (typeof message?.type !== 'string') return undefined;
  return KNOWN_TYPES.has(message.type)
    ? (message as unknown as KnownPlatformMessage)
    : { type: 'unknown', message: message as RawPlatformMessage };
}
