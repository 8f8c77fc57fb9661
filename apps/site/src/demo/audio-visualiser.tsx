import { memo, type Ref } from 'react';
import { useTexts } from '../i18n/use-texts';

/** Number of bars of the call visualiser (spec). */
export const VISUALISER_BARS = 40;

// A resting shape that looks like a quiet waveform rather than a flat line.
const restingHeight = (index: number) => 0.15 + 0.1 * Math.abs(Math.sin(index * 0.7));

/**
 * The 40 bars of the call's audio visualiser, rendered once. At rest they stand still; during a call
 * `useCallVisualiser` moves them every frame through the `--level` variable (via `ref`), never through React state.
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
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of bars that never reorders
          key={index}
          data-bar=""
          style={{ '--level': restingHeight(index) } as React.CSSProperties}
          className="h-full max-w-1.5 flex-1 origin-center scale-y-[var(--level)] rounded-full bg-brand/70 dark:bg-brand-glow/80"
        />
      ))}
    </div>
  );
});
