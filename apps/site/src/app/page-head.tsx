import { useTexts } from '../i18n/use-texts';
import { SITE } from './site-declaration';
import { absoluteUrl, SITE_MAP, type SITE_PAGES } from './site-pages';

/** Where the site is published (absolute URLs of canonical links, alternates and Open Graph): `VITE_SITE_URL`. */
const SITE_URL = __SITE_URL__;

/**
 * The head of the page shown, in its language: title, description, canonical and `hreflang` links and Open Graph
 * tags. React puts them in `<head>` (and the prerenderer moves them there, src/app/page-document.ts), keeps the
 * prerendered ones on hydration and updates them on each navigation. The error view has only a title and a text.
 */
export function PageHead({ page }: { page: (typeof SITE_PAGES)[number] | undefined }) {
  const { t } = useTexts();
  const declared = page ? SITE.pages[page.id] : SITE.errorView;
  const title = t(declared.title);
  const description = t(declared.description);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {page ? (
        <>
          <link rel="canonical" href={absoluteUrl(SITE_URL, page.path)} />
          {SITE_MAP.alternates(page.id, SITE_URL).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={t('brand.name')} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={absoluteUrl(SITE_URL, page.path)} />
          {SITE_MAP.locales.map((locale) => (
            <meta
              key={locale}
              property={locale === page.locale ? 'og:locale' : 'og:locale:alternate'}
              content={SITE.languages[locale].ogLocale}
            />
          ))}
        </>
      ) : null}
    </>
  );
}
