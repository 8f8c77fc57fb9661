export {
  answerToolCalls,
  type ToolFunction,
} from './answer-tool-calls';
export {
  createNodeListener,
  type NodeListenerOptions,
  type NodeRequestLike,
  type NodeResponseLike,
} from './create-node-listener';
export {
  createServerMessageHandler,
  type ServerMessageContext,
  type ServerMessageHandle,
  type ServerMessageHandlerOf,
  type ServerMessageHandlerOptions,
  type ServerMessageHandlers,
  type ServerMessageHostContext,
} from './create-server-message-handler';
export { DeadlineError, PLATFORM_DEADLINES_MS } from './deadline-error';
export type { ServerAuth } from './server-auth';
export {
  isListedServerMessage,
  isServerMessageType,
  SERVER_MESSAGE_TYPES,
  type ServerMessageType,
} from './server-message-type-list';
export type {
  BearerAuthenticationPlan,
  HmacAuthenticationPlan,
  ListedServerMessage,
  ServerMessage,
  ServerMessageOfType,
  ServerMessageResponseOfType,
  ToolCall,
  ToolCallResult,
  UnlistedServerMessage,
} from './server-message-types';
export {
  SERVER_MESSAGE_VERIFICATION_REASONS,
  ServerMessageVerificationError,
  type ServerMessageVerificationReason,
} from './server-message-verification-error';
export {
  type SignableServerMessage,
  type SignedServerMessage,
  type SignServerMessageOptions,
  signServerMessage,
} from './sign-server-message';
export {
  type ServerMessageVerificationOptions,
  type VerifiedServerMessage,
  verifyServerMessage,
} from './verify-server-message';
