import { useCallback, useSyncExternalStore } from 'react';
import type { RemoteAudio } from '../events';
import type { WebCall } from '../web-call';

/**
 * The assistant's audio while it plays (track and `<audio>` element), e.g. to feed an AnalyserNode. Read from the
 * call itself, so a component given another `WebCall` shows that call's audio, not the previous one's.
 */
export function useRemoteAudio(call: WebCall): RemoteAudio | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      call.on('remote-audio-start', onChange).on('remote-audio-end', onChange);
      return () => {
        call.off('remote-audio-start', onChange).off('remote-audio-end', onChange);
      };
    },
    [call],
  );
  const read = () => call.getRemoteAudio().at(-1);
  return useSyncExternalStore(subscribe, read, () => undefined);
}
