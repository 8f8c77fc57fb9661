import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { HTML_LANG, type Locale } from '../i18n/locales';
import { createLanguageStore } from './language';
import { browserStorage, type SettingStorage, type SettingStore } from './setting-store';
import { createThemeStore, type Theme } from './theme';

type Settings = {
  language: SettingStore<Locale>;
  theme: SettingStore<Theme>;
  /** The language of the page's URL, which wins over the stored choice; undefined on the error view. */
  pageLocale: Locale | undefined;
};

const SettingsContext = createContext<Settings | null>(null);

export type SettingsProviderProps = {
  children: ReactNode;
  /** Defaults to the browser's localStorage (none while prerendering). */
  storage?: SettingStorage | undefined;
  /** Defaults to `<html>` (none while prerendering). */
  root?: HTMLElement | undefined;
  /** The language of the page's URL ("/cs/…" is Czech); without one the stored choice decides. */
  pageLocale?: Locale | undefined;
};

/** Owns the language and theme settings for everything below it. */
export function SettingsProvider({ children, storage, root, pageLocale }: SettingsProviderProps) {
  const [stores] = useState(() => {
    const store = storage ?? browserStorage();
    const element = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
    return { language: createLanguageStore(store), theme: createThemeStore(store, element), element };
  });
  const value = useMemo<Settings>(
    () => ({ language: stores.language, theme: stores.theme, pageLocale }),
    [stores, pageLocale],
  );
  return (
    <SettingsContext.Provider value={value}>
      <HtmlLang root={stores.element} />
      {children}
    </SettingsContext.Provider>
  );
}

/** Keeps `<html lang>` on the language shown (the prerendered pages already carry theirs). */
function HtmlLang({ root }: { root: HTMLElement | undefined }) {
  const [language] = useLanguage();
  useEffect(() => {
    // Only a change is written: even the same value makes the browser restyle the whole page (the language
    // decides fonts and `:lang()`), which after hydration would be work for nothing.
    const lang = HTML_LANG[language];
    if (root && root.getAttribute('lang') !== lang) root.setAttribute('lang', lang);
  }, [root, language]);
  return null;
}

const useSettings = (hook: string): Settings => {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error(`${hook}() must be used inside <SettingsProvider>`);
  return settings;
};

const useSetting = <T extends string>(store: SettingStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

/**
 * The language shown and the setter of the stored choice (saved at once); throws outside SettingsProvider. On a
 * page with a language of its own the page's language is shown whatever is stored; moving to the other language's
 * page is the language switcher's job.
 */
export function useLanguage(): [Locale, (locale: Locale) => void] {
  const { language, pageLocale } = useSettings('useLanguage');
  const stored = useSetting(language);
  return [pageLocale ?? stored, language.set];
}

/** The current theme and its setter (saved at once); throws outside SettingsProvider. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const { theme } = useSettings('useTheme');
  return [useSetting(theme), theme.set];
}
