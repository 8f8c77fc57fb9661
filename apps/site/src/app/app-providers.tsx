import { type ReactNode, StrictMode } from 'react';
import { SettingsProvider } from '../settings/settings-provider';
import { CurrentPageProvider } from './current-page';
import { localeOfPath, pageAt } from './site-pages';

/** Providers shared by the browser entry, the prerenderer and the tests, for the page at `pathname`. */
export function AppProviders({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <StrictMode>
      <SettingsProvider pageLocale={localeOfPath(pathname)}>
        <CurrentPageProvider value={pageAt(pathname)}>{children}</CurrentPageProvider>
      </SettingsProvider>
    </StrictMode>
  );
}
