// The one module that maps the platform's schema names, as the generated `components['schemas']` has them,
// onto the handler's types.
import type { components } from '../generated/platform';
import type {
  ServerMessageSchemaNames as MessageSchemaNames,
  ServerMessageResponseSchemaNames as ResponseSchemaNames,
} from '../generated/server-messages';
import type { ServerMessageType } from './server-message-type-list';

type Schemas = components['schemas'];

/** The body the platform POSTs to a server URL: `{ message }`, the schema `ServerMessage`. */
export type ServerMessage = Schemas['ServerMessage'];

/** The `message` of a server message of a type the document lists: `{ type, … }`, narrowed by `type`. */
export type ListedServerMessage = ServerMessage['message'] & { type: string };

/**
 * The `message` of a server message of a type the document does not list, one the platform added since: its `type`
 * and fields as sent. TypeScript cannot exclude the listed types from a `string`, so beside this member a check of
 * `type` alone narrows no listed message: `isListedServerMessage` tells the two apart first.
 */
export interface UnlistedServerMessage {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** One call of a `tool-calls` message (schema `ToolCall`). */
export type ToolCall = Schemas['ToolCall'];

/** The answer to one tool call (schema `ToolCallResult`). */
export type ToolCallResult = Schemas['ToolCallResult'];

/** The platform's HMAC signing plan (schema `HMACAuthenticationPlan`). */
export type HmacAuthenticationPlan = Schemas['HMACAuthenticationPlan'];

/** The platform's bearer plan (schema `BearerAuthenticationPlan`). */
export type BearerAuthenticationPlan = Schemas['BearerAuthenticationPlan'];

/** The platform's message of one type, its `type` narrowed to that one. */
export type ServerMessageOfType<Type extends ServerMessageType> = Schemas[MessageSchemaNames[Type]] & {
  type: Type;
};

/** What a handler of `Type` answers: its response schema, or nothing for the informational messages. */
export type ServerMessageResponseOfType<Type extends ServerMessageType> =
  Type extends keyof ResponseSchemaNames
    ? Schemas[ResponseSchemaNames[Type]]
    : // biome-ignore lint/suspicious/noConfusingVoidType: it is a return type, so a handler may simply return nothing.
      void;
