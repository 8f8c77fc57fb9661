import { useTexts } from '../i18n/use-texts';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useTexts();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
