import { SafeImage } from '../../components/safe-image';
import { SectionShell } from '../../components/section-shell';
import { env } from '../../config/env';
import { useTexts } from '../../i18n/use-texts';
import { founderPhotoUrl } from './founder-photo';

/** Props of `AboutSection`: the founder's photo and name are content a deployment sets (tests pass them). */
export type AboutSectionProps = {
  /** The photo's URL; without one the story stands alone, as a signed letter (never a stand-in silhouette). */
  photo?: string | undefined;
  /** The founder's name (VITE_FOUNDER_NAME); without one the letter is signed with the role alone. */
  name?: string | undefined;
};

/** #about: why the founder built the product, signed by the founder. */
export function AboutSection({ photo = founderPhotoUrl, name = env.founderName }: AboutSectionProps) {
  const { t } = useTexts();
  const signature = (
    <p className="flex flex-col" data-founder-signature="">
      {name && <span className="font-display text-xl font-semibold">{name}</span>}
      <span
        className={name ? 'text-sm text-ink-soft dark:text-slate-300' : 'font-display text-xl font-semibold'}
      >
        {t('about.role')}
      </span>
    </p>
  );
  return (
    <SectionShell id="about" title={t('about.title')} tone="tinted">
      <div
        className={`mx-auto grid max-w-4xl items-start gap-10 ${photo ? 'md:grid-cols-[240px_1fr]' : 'max-w-3xl'}`}
      >
        {photo && (
          <figure className="mx-auto w-48 md:w-60">
            <SafeImage
              src={photo}
              width={320}
              height={320}
              alt={name ?? t('about.photoAlt')}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-[2rem] object-cover shadow-lg"
            />
          </figure>
        )}
        <div className="space-y-4 text-lg leading-relaxed">
          <p>{t('about.p1')}</p>
          <p>{t('about.p2')}</p>
          <p className="font-display text-xl italic text-brand-strong dark:text-brand-glow">
            {t('about.p3')}
          </p>
          <div className="flex items-center gap-4 border-t border-ink/15 pt-5 dark:border-white/15">
            <span aria-hidden="true" className="h-10 w-1 rounded-full bg-coral dark:bg-orange-300" />
            {signature}
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
