import { callListener } from './errors';
import type { PlatformMessage } from './platform-message';
import type { WebCall } from './web-call';

/** One line of a transcript: what one side said, growing while `final` is false. */
export interface TranscriptLine {
  readonly role: 'assistant' | 'user';
  readonly text: string;
  /** The transcriber finished the line; the next transcript of this role opens a new one. */
  readonly final: boolean;
}

/** The transcript of the current (or last) call, as a store for `useSyncExternalStore` or any UI. */
export interface Transcript {
  /** Lines in speaking order; a new array only when a line changed, was added, or a new call emptied it. */
  getSnapshot(): readonly TranscriptLine[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops following the call; the snapshot keeps its last lines. */
  dispose(): void;
}

/** The snapshot of a transcript without lines (one shared array, so an empty snapshot never looks new). */
export const EMPTY_TRANSCRIPT: readonly TranscriptLine[] = /* @__PURE__ */ Object.freeze([]);

/**
 * Adds one message to `lines` and returns the new lines, or `lines` itself when nothing changed (a message that
 * is not a transcript, or a partial repeating the text already shown). A partial updates the open line of its
 * role, or opens one; a final sets that line's text and closes it.
 */
export function reduceTranscript(
  lines: readonly TranscriptLine[],
  message: PlatformMessage,
): readonly TranscriptLine[] {
  if (message.type !== 'transcript' && message.type !== 'transcript[transcriptType="final"]') return lines;
  const { role, transcript: text } = message;
  // The document is the platform's word, not a guarantee: a malformed transcript is dropped, not shown.
  if ((role !== 'assistant' && role !== 'user') || typeof text !== 'string') return lines;
  const final = message.transcriptType === 'final';
  let open = lines.length - 1;
  while (open >= 0 && (lines[open]?.role !== role || lines[open]?.final)) open -= 1;
  const line: TranscriptLine = Object.freeze({ role, text, final });
  if (open === -1) return Object.freeze([...lines, line]);
  const current = lines[open] as TranscriptLine;
  if (current.text === text && !final) return lines;
  return Object.freeze(lines.map((existing, index) => (index === open ? line : existing)));
}

/**
 * Follows the transcript of `call`: lines from its `transcript` messages, emptied when the next call starts and
 * kept after a call ends. Import it only where a transcript is shown: a bundle without it does not carry it.
 */
export function createTranscript(call: WebCall): Transcript {
  let lines = EMPTY_TRANSCRIPT;
  let state = call.state;
  const listeners = new Set<() => void>();
  const set = (next: readonly TranscriptLine[]) => {
    if (next === lines) return;
    lines = next;
    for (const listener of [...listeners]) callListener(listener);
  };
  const onMessage = (message: PlatformMessage) => set(reduceTranscript(lines, message));
  const unsubscribe = call.subscribe(() => {
    const previous = state;
    state = call.state;
    if (previous === 'idle' && state === 'connecting') set(EMPTY_TRANSCRIPT);
  });
  call.on('message', onMessage);

  return {
    getSnapshot: () => lines,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      unsubscribe();
      call.off('message', onMessage);
      listeners.clear();
    },
  };
}
