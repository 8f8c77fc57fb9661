import type { TranscriptLine } from '@clinic/web-call';
import { memo, useId, useLayoutEffect, useRef } from 'react';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';

/** How each side is named: the receptionist, and the visitor ("you") or the recording's patient. */
export type SpeakerTexts = Readonly<Record<TranscriptLine['role'], TextKey>>;

/** Props of `DemoTranscript`. */
export interface DemoTranscriptProps {
  readonly lines: readonly TranscriptLine[];
  readonly speakers: SpeakerTexts;
}

// Within this distance of the bottom the log follows new lines; scrolled further up, it leaves the reader alone.
const FOLLOW_PX = 24;

/**
 * The conversation as text, line by line with who speaks: a `role="log"` region named by its heading. Its own
 * box scrolls to the latest line (the page never moves). A line still being said updates in place and is hidden
 * from assistive technology until it is final: a screen reader then hears each line once, whole, as it is added.
 */
export function DemoTranscript({ lines, speakers }: DemoTranscriptProps) {
  const { t, texts } = useTexts();
  // The conversation is text of the page's language like any other (on a Czech page, "v úterý" never split).
  const typeset = texts['demo.transcriptLine'];
  const titleId = useId();
  const emptyId = useId();
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const box = log.current;
    if (box && following.current && lines.length > 0) box.scrollTop = box.scrollHeight;
  }, [lines]);

  return (
    <section aria-labelledby={titleId} data-demo-transcript="">
      <h3 id={titleId} className="font-sans text-sm font-bold">
        {t('demo.transcriptTitle')}
      </h3>
      <div
        ref={log}
        role="log"
        aria-labelledby={titleId}
        aria-relevant="additions"
        aria-describedby={lines.length === 0 ? emptyId : undefined}
        // Scrollable, so reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget;
          following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX;
        }}
        className="mt-2 h-48 overflow-y-auto lg:h-64 overscroll-contain rounded-2xl border border-ink/10 bg-white p-4 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand dark:border-white/10 dark:bg-night"
      >
        {lines.length === 0 ? (
          // Put back at every new call, it is no news for the log to announce: the log describes itself with it.
          <p id={emptyId} aria-hidden="true" className="text-ink-soft dark:text-slate-300">
            {t('demo.transcriptEmpty')}
          </p>
        ) : (
          <ol className="space-y-2">
            {lines.map((line, index) => (
              <Line
                // A line gets a new element when it becomes final: the log announces it then, once.
                key={`${index}:${line.final}`}
                line={line}
                speaker={t(speakers[line.role])}
                typeset={typeset}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/**
 * One line of the log. Memoised: the transcript keeps a line's object while its text stands, so a new word re-renders
 * the line being said, not the hundreds of a long call before it.
 */
const Line = memo(function Line({
  line,
  speaker,
  typeset,
}: {
  line: TranscriptLine;
  speaker: string;
  typeset: (text: string) => string;
}) {
  return (
    <li data-role={line.role} data-final={String(line.final)} aria-hidden={line.final ? undefined : true}>
      <span
        className={`font-semibold ${line.role === 'assistant' ? 'text-brand-strong dark:text-brand-glow' : 'text-ink dark:text-slate-100'}`}
      >
        {speaker}:
      </span>{' '}
      <span className={line.final ? '' : 'text-ink-soft dark:text-slate-300'}>{typeset(line.text)}</span>
    </li>
  );
});
