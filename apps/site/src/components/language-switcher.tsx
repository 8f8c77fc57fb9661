import { LOCALES } from '../i18n/locales';
import { useTexts } from '../i18n/use-texts';
import { useLanguage } from '../settings/settings-provider';

/** EN / CS buttons; the current one is marked pressed. */
export function LanguageSwitcher() {
  const { t } = useTexts();
  const [language, setLanguage] = useLanguage();
  return (
    <fieldset className="flex rounded-full border border-ink/15 p-0.5 dark:border-white/20">
      <legend className="sr-only">{t('language.label')}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={language === locale}
          onClick={() => setLanguage(locale)}
          className="rounded-full px-2.5 py-1.5 text-xs font-bold uppercase text-ink-soft aria-pressed:bg-ink aria-pressed:text-white dark:text-slate-300 dark:aria-pressed:bg-white dark:aria-pressed:text-night"
        >
          {locale}
          <span className="sr-only"> ({t(locale === 'en' ? 'language.en' : 'language.cs')})</span>
        </button>
      ))}
    </fieldset>
  );
}
