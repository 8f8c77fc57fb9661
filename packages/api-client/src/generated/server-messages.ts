// This file is generated. Do not edit it by hand.
// Source: openapi/published/platform-openapi.json + openapi/corrections.yaml + openapi/overlay/ (and the files it references): the server-message variants.
// Generator: scripts/openapi/generate.mjs.
// Regenerate: pnpm generate

/** Every `type` a server message of the document carries, in its order. */
export const SERVER_MESSAGE_TYPES = [
  "assistant-request",
  "conversation-update",
  "end-of-call-report",
  "handoff-destination-request",
  "hang",
  "knowledge-base-request",
  "model-output",
  "phone-call-control",
  "speech-update",
  "status-update",
  "tool-calls",
  "transfer-destination-request",
  "transfer-update",
  "transcript",
  "transcript[transcriptType=\"final\"]",
  "user-interrupted",
  "language-change-detected",
  "voice-input",
  "assistant.speechStarted",
  "voice-request",
  "call.endpointing.request",
  "chat.created",
  "chat.deleted",
  "session.created",
  "session.updated",
  "session.deleted",
  "call.deleted",
  "call.delete.failed",
  "call.artifact.upload",
  "campaign.predial",
] as const;

/** Which schema describes each server-message type. */
export interface ServerMessageSchemaNames {
  "assistant-request": "ServerMessageAssistantRequest";
  "conversation-update": "ServerMessageConversationUpdate";
  "end-of-call-report": "ServerMessageEndOfCallReport";
  "handoff-destination-request": "ServerMessageHandoffDestinationRequest";
  "hang": "ServerMessageHang";
  "knowledge-base-request": "ServerMessageKnowledgeBaseRequest";
  "model-output": "ServerMessageModelOutput";
  "phone-call-control": "ServerMessagePhoneCallControl";
  "speech-update": "ServerMessageSpeechUpdate";
  "status-update": "ServerMessageStatusUpdate";
  "tool-calls": "ServerMessageToolCalls";
  "transfer-destination-request": "ServerMessageTransferDestinationRequest";
  "transfer-update": "ServerMessageTransferUpdate";
  "transcript": "ServerMessageTranscript";
  "transcript[transcriptType=\"final\"]": "ServerMessageTranscript";
  "user-interrupted": "ServerMessageUserInterrupted";
  "language-change-detected": "ServerMessageLanguageChangeDetected";
  "voice-input": "ServerMessageVoiceInput";
  "assistant.speechStarted": "ServerMessageAssistantSpeech";
  "voice-request": "ServerMessageVoiceRequest";
  "call.endpointing.request": "ServerMessageCallEndpointingRequest";
  "chat.created": "ServerMessageChatCreated";
  "chat.deleted": "ServerMessageChatDeleted";
  "session.created": "ServerMessageSessionCreated";
  "session.updated": "ServerMessageSessionUpdated";
  "session.deleted": "ServerMessageSessionDeleted";
  "call.deleted": "ServerMessageCallDeleted";
  "call.delete.failed": "ServerMessageCallDeleteFailed";
  "call.artifact.upload": "ServerMessageCallArtifactUpload";
  "campaign.predial": "ServerMessageCampaignPredial";
}

/** The server-message types that expect an answer, and the schema of that answer. */
export interface ServerMessageResponseSchemaNames {
  "assistant-request": "ServerMessageResponseAssistantRequest";
  "handoff-destination-request": "ServerMessageResponseHandoffDestinationRequest";
  "knowledge-base-request": "ServerMessageResponseKnowledgeBaseRequest";
  "tool-calls": "ServerMessageResponseToolCalls";
  "transfer-destination-request": "ServerMessageResponseTransferDestinationRequest";
  "voice-request": "ServerMessageResponseVoiceRequest";
  "call.endpointing.request": "ServerMessageResponseCallEndpointingRequest";
  "campaign.predial": "ServerMessageResponseCampaignPredial";
}
