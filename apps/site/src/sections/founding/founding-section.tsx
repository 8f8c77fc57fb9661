import { BookDemoLink } from '../../components/book-demo-link';
import { CheckIcon } from '../../components/icons';
import { SectionShell } from '../../components/section-shell';
import { env } from '../../config/env';
import { FACTS } from '../../data/facts';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';
import { type Clock, useFoundingStatus } from './use-founding-status';

const PERKS: readonly TextKey[] = ['founding.perk1', 'founding.perk2', 'founding.perk3', 'founding.perk4'];

export type FoundingSectionProps = {
  /** ISO date; defaults to VITE_FOUNDING_DEADLINE. */
  deadline?: string;
  clock?: Clock;
};

/** The founding-clinics offer; past its deadline it says applications are closed. */
export function FoundingSection({ deadline = env.foundingDeadline, clock }: FoundingSectionProps) {
  const { t, texts } = useTexts();
  const status = useFoundingStatus(deadline, clock);
  const open = status === 'open';
  return (
    <SectionShell
      // The label says what kind of offer this is (the title already names the founding clinics); a closed
      // programme is no offer, so it has none, and lists no perks nobody can get any more.
      eyebrow={open ? t('founding.eyebrow') : undefined}
      title={t(open ? 'founding.title' : 'founding.closedTitle')}
      subtitle={t(open ? 'founding.subtitle' : 'founding.closedSubtitle')}
    >
      <div
        data-founding-status={status}
        className="mx-auto max-w-3xl rounded-3xl border-2 border-coral/40 bg-white p-8 text-center dark:border-orange-300/40 dark:bg-night-raised"
      >
        {open ? (
          <>
            <p className="text-2xl font-semibold">
              {texts['founding.spots'](FACTS.founding.spots, FACTS.founding.remaining)}
            </p>
            <p className="mt-1 text-ink-soft dark:text-slate-300">{texts['founding.deadline'](deadline)}</p>
            <ul className="mx-auto mt-6 grid max-w-xl gap-3 text-left sm:grid-cols-2">
              {PERKS.map((key) => (
                <li key={key} className="flex gap-2">
                  <CheckIcon className="mt-0.5 shrink-0 text-brand dark:text-brand-glow" />
                  {t(key)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-xl font-semibold">{texts['founding.closed'](deadline)}</p>
        )}
        <BookDemoLink variant={open ? 'accent' : 'secondary'} className="mt-8">
          {open ? t('founding.apply') : t('founding.closedCta')}
        </BookDemoLink>
      </div>
    </SectionShell>
  );
}
