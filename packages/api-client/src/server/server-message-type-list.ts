/**
 * Every `type` a server message of the platform's document carries: the `type` enums of the 29 variants of
 * `ServerMessage.message` (the transcript variant has two). Counted from the document by a test, so an upgrade
 * that adds a variant fails until it is listed here.
 */
export const SERVER_MESSAGE_TYPES = [
  'assistant-request',
  'conversation-update',
  'end-of-call-report',
  'handoff-destination-request',
  'hang',
  'knowledge-base-request',
  'model-output',
  'phone-call-control',
  'speech-update',
  'status-update',
  'tool-calls',
  'transfer-destination-request',
  'transfer-update',
  'transcript',
  'transcript[transcriptType="final"]',
  'user-interrupted',
  'language-change-detected',
  'voice-input',
  'assistant.speechStarted',
  'voice-request',
  'call.endpointing.request',
  'chat.created',
  'chat.deleted',
  'session.created',
  'session.updated',
  'session.deleted',
  'call.deleted',
  'call.delete.failed',
  'call.artifact.upload',
  'campaign.predial',
] as const;

/** The `type` of a server message the platform documents. */
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(SERVER_MESSAGE_TYPES);

/** Whether `type` is one of the platform's documented server-message types. */
export function isServerMessageType(type: string): type is ServerMessageType {
  return KNOWN.has(type);
}
