// A stand-in for `components['schemas']` of the platform's published document, limited to the server-message
// schemas and typed loosely below the fields the handler and the mock rely on. It exists only until the
// generated types carry these schemas (issue 18); server-message-types.ts is the one place that reads it.

type Open = Record<string, unknown>;

interface ServerMessageBase {
  phoneNumber?: Open;
  assistantVersion?: string | null;
  timestamp?: number;
  artifact?: Open;
  assistant?: Open;
  customer?: Open;
  call?: Open;
  chat?: Open;
}

interface Variant<Type extends string> extends ServerMessageBase {
  type: Type;
  [field: string]: unknown;
}

interface ToolCall {
  id: string;
  type: string;
  function: { arguments: string; name: string };
}

interface ToolCallResult {
  message?: Open;
  name: string;
  toolCallId: string;
  result?: string;
  error?: string;
  metadata?: Open;
}

export interface PlatformSchemas {
  ServerMessage: { message: PlatformSchemas[ServerMessageVariantName] };
  ServerMessageAssistantRequest: Variant<'assistant-request'>;
  ServerMessageConversationUpdate: Variant<'conversation-update'> & { messagesOpenAIFormatted: Open[] };
  ServerMessageEndOfCallReport: Variant<'end-of-call-report'> & {
    endedReason: string;
    artifact: Open;
    analysis: Open;
  };
  ServerMessageHandoffDestinationRequest: Variant<'handoff-destination-request'> & { parameters: Open };
  ServerMessageHang: Variant<'hang'>;
  ServerMessageKnowledgeBaseRequest: Variant<'knowledge-base-request'> & { messagesOpenAIFormatted: Open[] };
  ServerMessageModelOutput: Variant<'model-output'> & { output: Open };
  ServerMessagePhoneCallControl: Variant<'phone-call-control'> & { request: 'forward' | 'hang-up' };
  ServerMessageSpeechUpdate: Variant<'speech-update'> & { status: string; role: 'assistant' | 'user' };
  ServerMessageStatusUpdate: Variant<'status-update'> & { status: string; endedReason?: string };
  ServerMessageToolCalls: Omit<Variant<'tool-calls'>, 'type'> & {
    type?: 'tool-calls';
    toolWithToolCallList: Open[];
    toolCallList: ToolCall[];
  };
  ServerMessageTransferDestinationRequest: Variant<'transfer-destination-request'>;
  ServerMessageTransferUpdate: Variant<'transfer-update'>;
  ServerMessageTranscript: Variant<'transcript' | 'transcript[transcriptType="final"]'> & {
    role: 'assistant' | 'user';
    transcriptType: 'partial' | 'final';
    transcript: string;
  };
  ServerMessageUserInterrupted: Variant<'user-interrupted'>;
  ServerMessageLanguageChangeDetected: Variant<'language-change-detected'> & { language: string };
  ServerMessageVoiceInput: Variant<'voice-input'> & { input: string };
  ServerMessageAssistantSpeech: Variant<'assistant.speechStarted'> & { text: string };
  ServerMessageVoiceRequest: Variant<'voice-request'> & { text: string; sampleRate: number };
  ServerMessageCallEndpointingRequest: Variant<'call.endpointing.request'> & {
    messagesOpenAIFormatted: Open[];
  };
  ServerMessageChatCreated: Variant<'chat.created'> & { chat: Open };
  ServerMessageChatDeleted: Variant<'chat.deleted'> & { chat: Open };
  ServerMessageSessionCreated: Variant<'session.created'> & { session: Open };
  ServerMessageSessionUpdated: Variant<'session.updated'> & { session: Open };
  ServerMessageSessionDeleted: Variant<'session.deleted'> & { session: Open };
  ServerMessageCallDeleted: Variant<'call.deleted'>;
  ServerMessageCallDeleteFailed: Variant<'call.delete.failed'>;
  ServerMessageCallArtifactUpload: Variant<'call.artifact.upload'> & { artifacts: Open[] };
  ServerMessageCampaignPredial: Variant<'campaign.predial'> & { campaignId: string; contact: Open };
  ServerMessageResponseAssistantRequest: {
    destination?: Open;
    assistantId?: string;
    assistant?: Open;
    assistantOverrides?: Open;
    squadId?: string;
    squad?: Open;
    squadOverrides?: Open;
    workflowId?: string;
    workflow?: Open;
    workflowOverrides?: Open;
    error?: string;
  };
  ServerMessageResponseHandoffDestinationRequest: { destination: Open; result?: string; error?: string };
  ServerMessageResponseKnowledgeBaseRequest: { documents?: Open[]; message?: Open };
  ServerMessageResponseToolCalls: { results?: ToolCallResult[]; error?: string };
  ServerMessageResponseTransferDestinationRequest: { destination?: Open; message?: Open; error?: string };
  ServerMessageResponseVoiceRequest: { data: string };
  ServerMessageResponseCallEndpointingRequest: { timeoutSeconds: number };
  ServerMessageResponseCampaignPredial: { eligible: boolean };
  ToolCall: ToolCall;
  ToolCallResult: ToolCallResult;
  HMACAuthenticationPlan: {
    type: 'hmac';
    secretKey: string;
    algorithm: 'sha256' | 'sha512' | 'sha1';
    signatureHeader?: string;
    timestampHeader?: string;
    signaturePrefix?: string;
    includeTimestamp?: boolean;
    payloadFormat?: string;
    messageIdHeader?: string;
    signatureEncoding?: 'hex' | 'base64';
    secretIsBase64?: boolean;
  };
  BearerAuthenticationPlan: {
    type: 'bearer';
    token: string;
    headerName?: string;
    bearerPrefixEnabled?: boolean;
  };
}

type ServerMessageVariantName =
  Extract<keyof PlatformSchemas, `ServerMessage${string}`> extends infer Name
    ? Name extends `ServerMessageResponse${string}` | 'ServerMessage'
      ? never
      : Name
    : never;
