export {
  answerToolCalls,
  type ToolFunction,
} from './answer-tool-calls';
export { createNodeListener, type NodeRequestLike, type NodeResponseLike } from './create-node-listener';
export {
  createServerMessageHandler,
  type ServerMessageContext,
  type ServerMessageHandlerOf,
  type ServerMessageHandlerOptions,
  type ServerMessageHandlers,
} from './create-server-message-handler';
export { DeadlineError, PLATFORM_DEADLINES_MS } from './deadline-error';
export type { ServerAuth } from './server-auth';
export {
  isServerMessageType,
  SERVER_MESSAGE_TYPES,
  type ServerMessageType,
} from './server-message-type-list';
export type {
  BearerAuthenticationPlan,
  HmacAuthenticationPlan,
  ServerMessage,
  ServerMessageOfType,
  ServerMessageResponseOfType,
  ToolCall,
  ToolCallResult,
} from './server-message-types';
