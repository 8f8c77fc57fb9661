import { useEffect, useState } from 'react';
import { createTranscript, EMPTY_TRANSCRIPT, type TranscriptLine } from '../transcript';
import type { WebCall } from '../web-call';

/**
 * The transcript of `call`'s current or last call, from the moment the component mounted: lines in speaking
 * order, re-rendering only when one changes. Emptied when the next call starts, kept after a call ends.
 */
export function useTranscript(call: WebCall): readonly TranscriptLine[] {
  const [lines, setLines] = useState(EMPTY_TRANSCRIPT);
  useEffect(() => {
    // Created in the effect, not during render: StrictMode's second mount gets a transcript of its own, and a
    // render React throws away leaves no listener on the call.
    const transcript = createTranscript(call);
    setLines(transcript.getSnapshot());
    const unsubscribe = transcript.subscribe(() => setLines(transcript.getSnapshot()));
    return () => {
      unsubscribe();
      transcript.dispose();
    };
  }, [call]);
  return lines;
}
