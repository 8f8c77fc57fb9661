export { CALL_STATES, type CallSnapshot, type CallState } from './call-state';
export type { Clock } from './clock';
export type { CreateCallObject, DailyCallLike, ParticipantInfo } from './daily/adapter';
export type { CallObjectSettings, InputDevices } from './daily/call-object-settings';
export {
  type CallEndedStatusMessage,
  type CallErrorEvent,
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  ERROR_TYPES,
  type ErrorType,
  type RemoteAudio,
  type ServerMessage,
  STAGE_STATUSES,
  STAGES,
  type Stage,
  type StageStatus,
  type StartErrorEvent,
  type StartErrorType,
  type WebCallErrorEvent,
  type WebCallEventName,
  type WebCallEvents,
  type WebCallListener,
} from './events';
export type { CreateWebCallBody, WebCallResponse } from './platform';
export { stageErrorType } from './stages';
export { MOBILE_PERMISSION_WAIT_MS, type StartOptions, type WebCallTarget } from './start-flow';
export {
  type ClientMessage,
  type ConversationMessage,
  isMobileBrowser,
  WebCall,
  type WebCallLogger,
  type WebCallOptions,
} from './web-call';
