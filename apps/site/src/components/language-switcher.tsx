import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '../app/site-pages';
import { useCurrentPage } from '../app/use-current-page';
import type { TextKey } from '../i18n/dictionaries';
import { LOCALES, type Locale } from '../i18n/locales';
import { useTexts } from '../i18n/use-texts';
import { useLanguage } from '../settings/settings-provider';
import { PageLink } from './page-link';

/**
 * A link per language to the same page in it (crawlers follow them too); the current one is marked. A click
 * stores the choice and goes there in the document, keeping the anchor the visitor is at (`#pricing`).
 */
export function LanguageSwitcher() {
  const { t } = useTexts();
  const [language, setLanguage] = useLanguage();
  const page = useCurrentPage();
  const navigate = useNavigate();
  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    // A modified click (new tab, new window) is the browser's: it opens the page without storing anything.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLanguage(locale);
    // The document's own anchor: the browser follows an in-page link (`#pricing`) without telling the router.
    // The error view has no page in another language: the choice simply applies there.
    if (page && locale !== language) navigate(`${pagePath(page.id, locale)}${window.location.hash}`);
  };
  return (
    <nav
      aria-label={t('language.label')}
      className="flex rounded-full border border-ink/15 p-0.5 dark:border-white/20"
    >
      {LOCALES.map((locale) => (
        <PageLink
          key={locale}
          to={pagePath(page?.id ?? 'home', locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={language === locale ? 'true' : undefined}
          onClick={(event) => choose(event, locale)}
          className="rounded-full px-2.5 py-1.5 text-xs font-bold uppercase text-ink-soft aria-[current=true]:bg-ink aria-[current=true]:text-white dark:text-slate-300 dark:aria-[current=true]:bg-white dark:aria-[current=true]:text-night"
        >
          {locale}
          <span className="sr-only"> ({t(`language.${locale}` as TextKey)})</span>
        </PageLink>
      ))}
    </nav>
  );
}
