import type { CalendlyEmbedProps } from '../booking/calendly-embed';
import { SchedulingWidget } from '../booking/scheduling-widget';
import { BrandLink } from '../components/brand-link';
import { buttonStyles } from '../components/button-styles';
import { ArrowLeftIcon } from '../components/icons';
import { LanguageSwitcher } from '../components/language-switcher';
import { PageLink } from '../components/page-link';
import { SkipLink } from '../components/skip-link';
import { ThemeToggle } from '../components/theme-toggle';
import { usePagePath } from '../components/use-page-path';
import type { TextKey } from '../i18n/dictionaries';
import { useTexts } from '../i18n/use-texts';

const TILES: ReadonlyArray<{ title: TextKey; text: TextKey }> = [
  { title: 'book.tile1Title', text: 'book.tile1Text' },
  { title: 'book.tile2Title', text: 'book.tile2Text' },
  { title: 'book.tile3Title', text: 'book.tile3Text' },
];

/** "/book-demo": benefits and the scheduling widget. */
export function BookDemoPage({ eventUrl, load }: { eventUrl?: string; load?: CalendlyEmbedProps['load'] }) {
  const { t } = useTexts();
  return (
    <>
      <SkipLink />
      <header className="border-b border-ink/10 dark:border-white/10">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-3 sm:px-6">
          <PageLink to={usePagePath('home')} className={`${buttonStyles.ghost} -ml-3`}>
            <ArrowLeftIcon />
            <span className="sr-only sm:not-sr-only">{t('book.back')}</span>
          </PageLink>
          <BrandLink />
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="text-4xl font-semibold sm:text-5xl">{t('book.title')}</h1>
            <p className="mt-4 text-lg text-ink-soft dark:text-slate-300">{t('book.subtitle')}</p>
          </div>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {TILES.map((tile) => (
              <li
                key={tile.title}
                className="rounded-3xl bg-white p-6 ring-1 ring-ink/10 dark:bg-night-raised dark:ring-white/10"
              >
                <h2 className="text-xl font-semibold">{t(tile.title)}</h2>
                <p className="mt-2 text-ink-soft dark:text-slate-300">{t(tile.text)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <SchedulingWidget eventUrl={eventUrl} load={load} />
          </div>
        </div>
      </main>
    </>
  );
}
