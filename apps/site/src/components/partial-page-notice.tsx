import { useTexts } from '../i18n/use-texts';
import { buttonStyles } from './button-styles';

/** Above a saved copy of sections whose code did not arrive: says so and offers the reload that brings it. */
export function PartialPageNotice() {
  const { t } = useTexts();
  return (
    <div
      role="alert"
      className="mx-auto my-8 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-coral/40 px-6 py-5 text-center sm:flex-row sm:text-left"
    >
      <p className="flex-1 text-sm font-medium">{t('error.partial')}</p>
      <button type="button" className={buttonStyles.secondary} onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}
