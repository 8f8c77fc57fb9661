// The one module that maps the platform's schema names, as the generated `components['schemas']` has them,
// onto the handler's types.
import type { components } from '../generated/platform';
import type { ServerMessageType } from './server-message-type-list';

type Schemas = components['schemas'];

/** The body the platform POSTs to a server URL: `{ message }`, the schema `ServerMessage`. */
export type ServerMessage = Schemas['ServerMessage'];

/** One call of a `tool-calls` message (schema `ToolCall`). */
export type ToolCall = Schemas['ToolCall'];

/** The answer to one tool call (schema `ToolCallResult`). */
export type ToolCallResult = Schemas['ToolCallResult'];

/** The platform's HMAC signing plan (schema `HMACAuthenticationPlan`). */
export type HmacAuthenticationPlan = Schemas['HMACAuthenticationPlan'];

/** The platform's bearer plan (schema `BearerAuthenticationPlan`). */
export type BearerAuthenticationPlan = Schemas['BearerAuthenticationPlan'];

/** Which schema describes each message type. */
interface MessageSchemaNames {
  'assistant-request': 'ServerMessageAssistantRequest';
  'conversation-update': 'ServerMessageConversationUpdate';
  'end-of-call-report': 'ServerMessageEndOfCallReport';
  'handoff-destination-request': 'ServerMessageHandoffDestinationRequest';
  hang: 'ServerMessageHang';
  'knowledge-base-request': 'ServerMessageKnowledgeBaseRequest';
  'model-output': 'ServerMessageModelOutput';
  'phone-call-control': 'ServerMessagePhoneCallControl';
  'speech-update': 'ServerMessageSpeechUpdate';
  'status-update': 'ServerMessageStatusUpdate';
  'tool-calls': 'ServerMessageToolCalls';
  'transfer-destination-request': 'ServerMessageTransferDestinationRequest';
  'transfer-update': 'ServerMessageTransferUpdate';
  transcript: 'ServerMessageTranscript';
  'transcript[transcriptType="final"]': 'ServerMessageTranscript';
  'user-interrupted': 'ServerMessageUserInterrupted';
  'language-change-detected': 'ServerMessageLanguageChangeDetected';
  'voice-input': 'ServerMessageVoiceInput';
  'assistant.speechStarted': 'ServerMessageAssistantSpeech';
  'voice-request': 'ServerMessageVoiceRequest';
  'call.endpointing.request': 'ServerMessageCallEndpointingRequest';
  'chat.created': 'ServerMessageChatCreated';
  'chat.deleted': 'ServerMessageChatDeleted';
  'session.created': 'ServerMessageSessionCreated';
  'session.updated': 'ServerMessageSessionUpdated';
  'session.deleted': 'ServerMessageSessionDeleted';
  'call.deleted': 'ServerMessageCallDeleted';
  'call.delete.failed': 'ServerMessageCallDeleteFailed';
  'call.artifact.upload': 'ServerMessageCallArtifactUpload';
  'campaign.predial': 'ServerMessageCampaignPredial';
}

/** The message types that expect an answer, and the schema of that answer. */
interface ResponseSchemaNames {
  'assistant-request': 'ServerMessageResponseAssistantRequest';
  'handoff-destination-request': 'ServerMessageResponseHandoffDestinationRequest';
  'knowledge-base-request': 'ServerMessageResponseKnowledgeBaseRequest';
  'tool-calls': 'ServerMessageResponseToolCalls';
  'transfer-destination-request': 'ServerMessageResponseTransferDestinationRequest';
  'voice-request': 'ServerMessageResponseVoiceRequest';
  'call.endpointing.request': 'ServerMessageResponseCallEndpointingRequest';
  'campaign.predial': 'ServerMessageResponseCampaignPredial';
}

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
