import { FOOTER_LINKS } from '../data/sections';
import { useTexts } from '../i18n/use-texts';
import { BookDemoLink } from './book-demo-link';
import { BrandLink } from './brand-link';
import { buttonStyles } from './button-styles';
import { useScrollToSection } from './use-scroll-to-section';

/** The site footer with quick links that scroll to sections. */
export function Footer({ year }: { year: number }) {
  const { t } = useTexts();
  const scrollTo = useScrollToSection();
  return (
    <footer className="border-t border-ink/10 bg-paper-deep px-4 py-12 pb-28 sm:px-6 md:pb-12 dark:border-white/10 dark:bg-night-raised">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <BrandLink />
          <p className="mt-3 text-ink-soft dark:text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-sans text-sm font-bold uppercase tracking-widest">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.id}>
                <button
                  type="button"
                  className={`${buttonStyles.ghost} -ml-3`}
                  onClick={() => scrollTo(link.id)}
                >
                  {t(link.label)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-bold uppercase tracking-widest">
            {t('footer.contactTitle')}
          </h2>
          <p className="mt-3 text-ink-soft dark:text-slate-300">{t('footer.contactText')}</p>
          <BookDemoLink variant="small" className="mt-4">
            {t('footer.book')}
          </BookDemoLink>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl text-sm text-ink-soft dark:text-slate-400">
        © {year} {t('brand.name')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
