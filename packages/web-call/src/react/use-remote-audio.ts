import { useState } from 'react';
import type { RemoteAudio } from '../events';
import type { WebCall } from '../web-call';
import { useWebCallEvent } from './use-web-call-event';

/** The assistant's audio while it plays (track and `<audio>` element), e.g. to feed an AnalyserNode. */
export function useRemoteAudio(call: WebCall): RemoteAudio | undefined {
  const [audio, setAudio] = useState<RemoteAudio | undefined>(() => call.getRemoteAudio().at(-1));
  useWebCallEvent(call, 'remote-audio-start', setAudio);
  useWebCallEvent(call, 'remote-audio-end', ({ participantId }) =>
    setAudio((current) => (current?.participantId === participantId ? undefined : current)),
  );
  return audio;
}
