import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import type { Locale } from '../i18n/locales';
import { createLanguageStore } from './language';
import type { SettingStorage, SettingStore } from './setting-store';
import { createThemeStore, type Theme } from './theme';

type Settings = { language: SettingStore<Locale>; theme: SettingStore<Theme> };

const SettingsContext = createContext<Settings | null>(null);

const browserStorage = (): SettingStorage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export type SettingsProviderProps = {
  children: ReactNode;
  /** Defaults to the browser's localStorage (none while prerendering). */
  storage?: SettingStorage | undefined;
  /** Defaults to `<html>` (none while prerendering). */
  root?: HTMLElement | undefined;
};

/** Owns the language and theme settings for everything below it. */
export function SettingsProvider({ children, storage, root }: SettingsProviderProps) {
  const [settings] = useState<Settings>(() => {
    const store = storage ?? browserStorage();
    const element = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
    return { language: createLanguageStore(store, element), theme: createThemeStore(store, element) };
  });
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

const useSettings = (hook: string): Settings => {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error(`${hook}() must be used inside <SettingsProvider>`);
  return settings;
};

const useSetting = <T extends string>(store: SettingStore<T>): [T, (value: T) => void] => [
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot),
  store.set,
];

/** The current language and its setter (saved at once); throws outside SettingsProvider. */
export function useLanguage(): [Locale, (locale: Locale) => void] {
  return useSetting(useSettings('useLanguage').language);
}

/** The current theme and its setter (saved at once); throws outside SettingsProvider. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  return useSetting(useSettings('useTheme').theme);
}
