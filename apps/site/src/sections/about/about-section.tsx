import { SafeImage } from '../../components/safe-image';
import { SectionShell } from '../../components/section-shell';
import { useTexts } from '../../i18n/use-texts';
import portraitUrl from './founder-portrait.svg';

/** #about: why the founder built the product. */
export function AboutSection({ portrait = portraitUrl }: { portrait?: string }) {
  const { t } = useTexts();
  return (
    <SectionShell id="about" title={t('about.title')} tone="tinted">
      <div className="mx-auto grid max-w-4xl items-center gap-10 md:grid-cols-[240px_1fr]">
        <figure className="mx-auto w-48 md:w-60">
          <SafeImage
            src={portrait}
            width={320}
            height={320}
            alt={t('about.photoAlt')}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-[2rem] shadow-lg"
          />
          <figcaption className="mt-3 text-center text-sm font-semibold text-ink-soft dark:text-slate-300">
            {t('about.role')}
          </figcaption>
        </figure>
        <div className="space-y-4 text-lg leading-relaxed">
          <p>{t('about.p1')}</p>
          <p>{t('about.p2')}</p>
          <p className="font-display text-xl italic text-brand-strong dark:text-brand-glow">
            {t('about.p3')}
          </p>
        </div>
      </div>
    </SectionShell>
  );
}
