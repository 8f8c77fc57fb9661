import { type ReactNode, StrictMode } from 'react';
import { SettingsProvider } from '../settings/settings-provider';

/** Providers shared by the browser entry, the prerenderer and the tests. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SettingsProvider>{children}</SettingsProvider>
    </StrictMode>
  );
}
