import type { MouseEvent } from 'react';
import { useCurrentPage } from '../app/current-page';
import { navigateTo } from '../app/navigate-to';
import { pagePath } from '../app/site-pages';
import { LOCALES, type Locale } from '../i18n/locales';
import { useTexts } from '../i18n/use-texts';
import { useLanguage } from '../settings/settings-provider';

/**
 * EN / CS links to the same page in each language (crawlers follow them too); the current one is marked. A click
 * stores the choice and keeps the anchor the visitor is at (`#pricing`).
 */
export function LanguageSwitcher() {
  const { t } = useTexts();
  const [language, setLanguage] = useLanguage();
  const page = useCurrentPage();
  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    // A modified click (new tab, new window) is the browser's: it opens the page without storing anything.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLanguage(locale);
    // The error view has no page in another language: the choice simply applies there.
    if (page && locale !== language) navigateTo(`${pagePath(page.id, locale)}${window.location.hash}`);
  };
  return (
    <nav
      aria-label={t('language.label')}
      className="flex rounded-full border border-ink/15 p-0.5 dark:border-white/20"
    >
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={pagePath(page?.id ?? 'home', locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={language === locale ? 'true' : undefined}
          onClick={(event) => choose(event, locale)}
          className="rounded-full px-2.5 py-1.5 text-xs font-bold uppercase text-ink-soft aria-[current=true]:bg-ink aria-[current=true]:text-white dark:text-slate-300 dark:aria-[current=true]:bg-white dark:aria-[current=true]:text-night"
        >
          {locale}
          <span className="sr-only"> ({t(locale === 'en' ? 'language.en' : 'language.cs')})</span>
        </a>
      ))}
    </nav>
  );
}
