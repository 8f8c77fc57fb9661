import { useTexts } from '../i18n/use-texts';
import { Logo } from './logo';
import { PageLink } from './page-link';
import { usePagePath } from './use-page-path';

/** Logo and name, linking to the home page; `compact` (the header) drops the name on the narrowest screens and where the navigation needs the room (1024–1279 px). */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTexts();
  return (
    <PageLink
      to={usePagePath('home')}
      aria-label={t('brand.home')}
      className="flex items-center gap-2 rounded-lg text-lg font-bold text-ink dark:text-white"
    >
      <Logo />
      <span
        aria-hidden="true"
        className={compact ? 'hidden font-display min-[420px]:inline lg:hidden xl:inline' : 'font-display'}
      >
        {t('brand.name')}
      </span>
    </PageLink>
  );
}
