import { createSettingStore, type SettingStorage, type SettingStore } from './setting-store';

/** The site's appearances; the first is the default. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Local-storage key of the theme (contract); index.html's inline script reads the same key. */
export const THEME_KEY = 'theme';
/** Class on `<html>` that switches Tailwind's dark variant. */
export const DARK_CLASS = 'dark';

/** Narrows an unknown value (e.g. from storage) to a theme. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The theme setting; it sets or removes the dark class on the root element. */
export function createThemeStore(
  storage: SettingStorage | undefined,
  root: HTMLElement | undefined,
): SettingStore<Theme> {
  return createSettingStore({
    key: THEME_KEY,
    fallback: 'light',
    isValid: isTheme,
    storage,
    apply: (theme) => {
      root?.classList.toggle(DARK_CLASS, theme === 'dark');
      // Native controls and scrollbars follow the theme too. Light is the browser's own scheme, so it is no inline
      // value, as index.html's script leaves it: the store applies the stored theme once more while the page
      // hydrates, and writing a value there would restyle the whole page for nothing.
      if (theme === 'dark') root?.style.setProperty('color-scheme', 'dark');
      else root?.style.removeProperty('color-scheme');
    },
  });
}
