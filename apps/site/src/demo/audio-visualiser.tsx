import { memo, type Ref } from 'react';
import { useTexts } from '../i18n/use-texts';

/** Number of bars of the call visualiser (spec). */
export const VISUALISER_BARS = 40;

// Each bar's resting `--level` as a class (written out whole so Tailwind generates it), not a style attribute: the
// prerendered HTML then needs no 'unsafe-inline' in style-src. Levels 0.15 to 0.25 in steps of 0.01.
const RESTING_LEVEL_CLASSES = [
  '[--level:0.15]',
  '[--level:0.16]',
  '[--level:0.17]',
  '[--level:0.18]',
  '[--level:0.19]',
  '[--level:0.20]',
  '[--level:0.21]',
  '[--level:0.22]',
  '[--level:0.23]',
  '[--level:0.24]',
  '[--level:0.25]',
] as const;

/** A resting shape that looks like a quiet waveform rather than a flat line. */
export const restingLevelClass = (index: number): string =>
  RESTING_LEVEL_CLASSES[Math.round(10 * Math.abs(Math.sin(index * 0.7)))] ?? RESTING_LEVEL_CLASSES[0];

/**
 * The 40 bars of the call's audio visualiser, rendered once. At rest they stand still at their class's level;
 * during a call `useCallVisualiser` moves them every frame by setting the `--level` variable on each bar's style
 * (CSSOM, which the CSP allows), never through React state, and clears it again afterwards.
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
          className={`h-full max-w-1.5 flex-1 origin-center scale-y-[var(--level)] rounded-full bg-brand/70 dark:bg-brand-glow/80 ${restingLevelClass(index)}`}
        />
      ))}
    </div>
  );
});
