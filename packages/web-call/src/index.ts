export { CALL_STATES, type CallNetwork, type CallSnapshot, type CallState } from './call-state';
export type { ClientMessage, ConversationMessage } from './client-message';
export type { Clock } from './clock';
export type { CreateCallObject, DailyCallLike, ParticipantInfo } from './daily/adapter';
export type { CallObjectSettings, InputDevices } from './daily/call-object-settings';
export {
  type AudioDevices,
  CALL_END_REASONS,
  type CallEndEvent,
  type CallEndReason,
  type CallErrorEvent,
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  type DeviceFallbackEvent,
  ERROR_TYPES,
  type ErrorType,
  MICROPHONE_FAILURE_REASONS,
  type MicrophoneErrorEvent,
  type MicrophoneFailureReason,
  NETWORK_CONNECTIONS,
  NETWORK_QUALITIES,
  type NetworkConnection,
  type NetworkQuality,
  type NetworkQualityEvent,
  type OptionalStage,
  type RemoteAudio,
  type RequiredStage,
  type ServerMessage,
  STAGE_REQUIREMENTS,
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
export { isMobileBrowser } from './is-mobile-browser';
export { DEFAULT_MIC_SILENCE } from './mic-silence';
export type { MicrophonePermission } from './microphone';
export type { CreateWebCallBody, WebCallResponse } from './platform';
export {
  type CallEndedStatusMessage,
  type KnownPlatformMessage,
  type KnownPlatformMessageType,
  PLATFORM_MESSAGE_TYPES,
  type PlatformMessage,
  type RawPlatformMessage,
  type TranscriptMessage,
  type UnknownPlatformMessage,
} from './platform-message';
export { stageErrorType } from './stages';
export { MOBILE_PERMISSION_WAIT_MS, type StartOptions, type WebCallTarget } from './start-flow';
export { DEFAULT_TIMEOUTS, type Timeouts } from './timeouts';
export { createTranscript, reduceTranscript, type Transcript, type TranscriptLine } from './transcript';
export { WebCall } from './web-call';
export type { MicSilenceOptions, WebCallLogger, WebCallOptions } from './web-call-options';
