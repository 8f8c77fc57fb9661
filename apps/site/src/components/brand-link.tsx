import { Link } from 'react-router';
import { ROUTES } from '../data/sections';
import { useTexts } from '../i18n/use-texts';
import { Logo } from './logo';

/** Logo and name, linking to the home page. */
export function BrandLink() {
  const { t } = useTexts();
  return (
    <Link
      to={ROUTES.home}
      aria-label={t('brand.home')}
      className="flex items-center gap-2 rounded-lg text-lg font-bold text-ink dark:text-white"
    >
      <Logo />
      <span aria-hidden="true" className="hidden font-display min-[420px]:inline">
        {t('brand.name')}
      </span>
    </Link>
  );
}
