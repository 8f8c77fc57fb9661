// This file is generated. Do not edit it by hand.
// Source: openapi/published/platform-openapi.json + openapi/corrections.yaml + openapi/overlay/ (and the files it references): the client-message variants.
// Generator: scripts/openapi/generate.mjs.
// Regenerate: pnpm generate

/** Every `type` of a message the platform sends a browser during a call. */
export const CLIENT_MESSAGE_TYPES = [
  "workflow.node.started",
  "assistant.started",
  "conversation-update",
  "hang",
  "metadata",
  "model-output",
  "speech-update",
  "transcript",
  "transcript[transcriptType=\"final\"]",
  "tool-calls",
  "tool-calls-result",
  "transfer-update",
  "user-interrupted",
  "language-change-detected",
  "voice-input",
  "assistant.speechStarted",
  "chat.created",
  "chat.deleted",
  "session.created",
  "session.updated",
  "session.deleted",
  "call.deleted",
  "call.delete.failed",
  "status-update",
] as const;

/** Which schema describes each client-message type. */
export interface ClientMessageSchemaNames {
  "workflow.node.started": "ClientMessageWorkflowNodeStarted";
  "assistant.started": "ClientMessageAssistantStarted";
  "conversation-update": "ClientMessageConversationUpdate";
  "hang": "ClientMessageHang";
  "metadata": "ClientMessageMetadata";
  "model-output": "ClientMessageModelOutput";
  "speech-update": "ClientMessageSpeechUpdate";
  "transcript": "ClientMessageTranscript";
  "transcript[transcriptType=\"final\"]": "ClientMessageTranscript";
  "tool-calls": "ClientMessageToolCalls";
  "tool-calls-result": "ClientMessageToolCallsResult";
  "transfer-update": "ClientMessageTransferUpdate";
  "user-interrupted": "ClientMessageUserInterrupted";
  "language-change-detected": "ClientMessageLanguageChangeDetected";
  "voice-input": "ClientMessageVoiceInput";
  "assistant.speechStarted": "ClientMessageAssistantSpeech";
  "chat.created": "ClientMessageChatCreated";
  "chat.deleted": "ClientMessageChatDeleted";
  "session.created": "ClientMessageSessionCreated";
  "session.updated": "ClientMessageSessionUpdated";
  "session.deleted": "ClientMessageSessionDeleted";
  "call.deleted": "ClientMessageCallDeleted";
  "call.delete.failed": "ClientMessageCallDeleteFailed";
  "status-update": "ClientMessageStatusUpdate";
}
