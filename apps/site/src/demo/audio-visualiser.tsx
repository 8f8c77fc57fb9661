import { memo, type Ref } from 'react';
import { useTexts } from '../i18n/use-texts';

/** Number of bars of the call visualiser (spec). */
export const VISUALISER_BARS = 40;

/**
 * Every bar's height at rest, as a class (not a style attribute: the prerendered HTML then needs no
 * 'unsafe-inline' in style-src). The same as the call's floor in silence (visualiser-loop.ts): idle and a listening
 * receptionist look alike, a quiet line of dots, and no shape pretends to be a waveform before any audio plays.
 */
const RESTING_LEVEL_CLASS = 'scale-y-[0.08]';

/**
 * The 40 bars of the call's audio visualiser, rendered once. At rest they stand still, all at the floor level;
 * during a call `useCallVisualiser` moves them every frame by setting each bar's `scale` in its style (CSSOM, which
 * the CSP allows), never through React state, and clears it again afterwards.
 * Memoised: a re-render of the demo around it (the sample's progress, say) leaves the 40 bars alone.
 */
export const AudioVisualiser = memo(function AudioVisualiser({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTexts();
  return (
    <div
      ref={ref}
      role="img"
      aria-label={t('demo.visualiserLabel')}
      data-visualiser=""
      className="flex h-24 w-full max-w-sm items-center justify-center gap-[3px]"
    >
      {Array.from({ length: VISUALISER_BARS }, (_, index) => (
        <span
          key={index}
          data-bar=""
          className={`h-full max-w-1.5 flex-1 origin-center rounded-full bg-brand/70 dark:bg-brand-glow/80 ${RESTING_LEVEL_CLASS}`}
        />
      ))}
    </div>
  );
});
