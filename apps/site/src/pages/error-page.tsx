import { useEffect } from 'react';
import { BrandLink } from '../components/brand-link';
import { buttonStyles } from '../components/button-styles';
import { Logo } from '../components/logo';
import { PageLink } from '../components/page-link';
import { usePagePath } from '../components/use-page-path';
import { useTexts } from '../i18n/use-texts';

/** 'Unexpected Application Error!' for unknown paths and render failures, in the site's style. */
export function ErrorPage({ error }: { error?: unknown }) {
  const { t } = useTexts();
  useEffect(() => {
    // An unknown path renders this page without an error; a render failure is a bug worth seeing in the console.
    if (error !== undefined) console.error(error);
  }, [error]);
  return (
    <>
      <header className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <BrandLink />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 text-center"
      >
        <Logo className="h-16 w-16 opacity-80" />
        <h1 className="mt-6 text-4xl font-semibold">{t('error.title')}</h1>
        <p className="mt-4 text-lg text-ink-soft dark:text-slate-300">{t('error.text')}</p>
        <PageLink to={usePagePath('home')} className={`${buttonStyles.primary} mt-8`}>
          {t('error.home')}
        </PageLink>
      </main>
    </>
  );
}
