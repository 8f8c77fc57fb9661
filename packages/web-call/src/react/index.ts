export {
  useAudioBlocked,
  useCallError,
  useCallSelector,
  useCallSnapshot,
  useCallState,
  useMicSilent,
  useMuted,
  useNetwork,
  useSpeaking,
} from './use-call-snapshot';
export { useRemoteAudio } from './use-remote-audio';
export { useTranscript } from './use-transcript';
export { useWebCall } from './use-web-call';
export { useVolumeLevel, useWebCallEvent } from './use-web-call-event';
