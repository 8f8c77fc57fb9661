import { Link } from 'react-router';
import { ROUTES } from '../data/sections';
import { useTexts } from '../i18n/use-texts';
import { Logo } from './logo';

/** Logo and name, linking to the home page; `compact` drops the name on the narrowest screens. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTexts();
  return (
    <Link
      to={ROUTES.home}
      aria-label={t('brand.home')}
      className="flex items-center gap-2 rounded-lg text-lg font-bold text-ink dark:text-white"
    >
      <Logo />
      <span
        aria-hidden="true"
        className={compact ? 'hidden font-display min-[420px]:inline' : 'font-display'}
      >
        {t('brand.name')}
      </span>
    </Link>
  );
}
