import { BookDemoLink } from '../../components/book-demo-link';
import { buttonStyles } from '../../components/button-styles';
import { CheckIcon, ShieldIcon } from '../../components/icons';
import { env } from '../../config/env';
import { DemoCallButton } from '../../demo/demo-call-button';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';
import { HeroAudioButton } from './hero-audio-button';

const TRUST_ITEMS: readonly TextKey[] = ['hero.trust1', 'hero.trust2', 'hero.trust3'];

/** The opening block: promise, the two demo buttons, trust and compliance strips. */
export function HeroSection({ demoPhoneNumber = env.demoPhoneNumber }: { demoPhoneNumber?: string }) {
  const { t } = useTexts();
  // Only a configured line is offered: a placeholder number would pass for a real one.
  const telHref = demoPhoneNumber && `tel:${demoPhoneNumber.replace(/[^+\d]/g, '')}`;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden px-4 pt-28 pb-8 sm:px-6 lg:pt-40 lg:pb-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-brand-soft/70 blur-3xl dark:bg-brand/20"
      />
      <div className="relative mx-auto max-w-4xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand/30 bg-white/70 px-4 py-1.5 text-sm font-semibold text-brand-strong dark:border-brand-glow/40 dark:bg-night-raised dark:text-brand-glow">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-coral" />
          {t('hero.badge')}
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl leading-tight font-semibold sm:text-6xl">
          {t('hero.title')}{' '}
          <span className="text-brand italic dark:text-brand-glow">{t('hero.titleAccent')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl dark:text-slate-300">
          {t('hero.subtitle')}
        </p>
        <p className="mx-auto mt-4 max-w-2xl font-semibold text-ink dark:text-slate-100">
          {t('hero.riskReversal')}
        </p>

        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <DemoCallButton label="hero.callButton" className={buttonStyles.accent} />
          <HeroAudioButton />
        </div>

        <ul
          aria-label={t('hero.trustLabel')}
          className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium"
        >
          {TRUST_ITEMS.map((key) => (
            <li key={key} className="flex items-center gap-1.5">
              <CheckIcon className="text-brand dark:text-brand-glow" />
              {t(key)}
            </li>
          ))}
        </ul>
        {/* The shield stays with the line's first words however it wraps. */}
        <p className="mx-auto mt-4 flex max-w-md items-start justify-center gap-2 text-sm text-ink-soft dark:text-slate-300">
          <ShieldIcon className="mt-px shrink-0 text-brand dark:text-brand-glow" />
          <span className="text-balance">{t('hero.compliance')}</span>
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {telHref && (
            <>
              <a
                href={telHref}
                className="font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-strong dark:text-brand-glow"
              >
                {t('hero.phoneLink')}
              </a>
              <span aria-hidden="true" className="hidden text-ink-soft sm:inline">
                ·
              </span>
            </>
          )}
          <BookDemoLink variant="ghost">{t('hero.seeInAction')}</BookDemoLink>
        </div>
      </div>
    </section>
  );
}
