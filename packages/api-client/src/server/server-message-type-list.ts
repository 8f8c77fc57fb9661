import { SERVER_MESSAGE_TYPES } from '../generated/server-messages';
import type { ListedServerMessage, UnlistedServerMessage } from './server-message-types';

export { SERVER_MESSAGE_TYPES };

/** The `type` of a server message the platform documents. */
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(SERVER_MESSAGE_TYPES);

/** Whether `type` is one of the platform's documented server-message types. */
export function isServerMessageType(type: string): type is ServerMessageType {
  return KNOWN.has(type);
}

/** Whether a verified message is of a type the document lists; a check of its `type` then narrows it. */
export function isListedServerMessage(
  message: ListedServerMessage | UnlistedServerMessage,
): message is ListedServerMessage {
  return KNOWN.has(message.type);
}
