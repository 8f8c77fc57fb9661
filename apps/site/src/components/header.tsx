import { NAV_LINKS } from '../data/sections';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useTexts } from '../i18n/use-texts';
import { BrandLink } from './brand-link';
import { buttonStyles } from './button-styles';
import { LanguageSwitcher } from './language-switcher';
import { PageLink } from './page-link';
import { ThemeToggle } from './theme-toggle';
import { usePagePath } from './use-page-path';
import { useScrollToSection } from './use-scroll-to-section';

/** Scroll distance after which the header gets its solid background (spec: 20 px). */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
const headerThreshold = () => HEADER_SCROLL_THRESHOLD_PX;

/** The landing page's fixed header. */
export function Header() {
  const { t } = useTexts();
  const scrolled = useScrolledPast(headerThreshold);
  const scrollTo = useScrollToSection();
  const bookDemo = usePagePath('book-demo');
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-paper/70 backdrop-blur transition-colors data-[scrolled=true]:border-ink/10 data-[scrolled=true]:bg-paper/95 data-[scrolled=true]:shadow-sm dark:bg-night/70 dark:data-[scrolled=true]:border-white/10 dark:data-[scrolled=true]:bg-night/95"
    >
      {/* One line as designed; a visitor's own wider text spacing (WCAG 1.4.12) takes a second rather than pushing
          the controls off the screen. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-3 px-4 sm:px-6 lg:gap-2 lg:px-4 xl:gap-3 xl:px-6">
        <BrandLink compact />
        <nav aria-label={t('nav.label')} className="hidden lg:block xl:ml-2">
          <ul className="flex items-center">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <button type="button" className={buttonStyles.nav} onClick={() => scrollTo(link.id)}>
                  {t(link.label)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
          <PageLink to={bookDemo} className={`${buttonStyles.small} whitespace-nowrap`} data-book-demo="">
            {/* The specification's "30-day" label from small tablets up; the short one on phones only. */}
            <span className="hidden sm:inline">{t('header.trial')}</span>
            <span className="sm:hidden">{t('header.trialShort')}</span>
          </PageLink>
        </div>
      </div>
    </header>
  );
}
