import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '../src/i18n/locales';
import { RuntimeProvider } from '../src/runtime/runtime';
import { SettingsProvider } from '../src/settings/settings-provider';
import { createFakeRuntime, type FakeRuntime } from './fakes/fake-runtime';
import { createMemoryStorage } from './fakes/memory-storage';

export type RenderOptions = {
  language?: Locale;
  theme?: 'light' | 'dark';
  runtime?: FakeRuntime;
  path?: string;
};

/** Renders a page or component with the app's providers, an in-memory storage, a fake runtime and the
 * page at `path` (its language comes from the stored setting, as on the error view, so tests choose it). */
export function renderSite(ui: ReactElement, options: RenderOptions = {}) {
  const storage = createMemoryStorage({
    ...(options.language ? { language: options.language } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
  });
  const fake = options.runtime ?? createFakeRuntime();
  const result = render(
    <SettingsProvider storage={storage} root={document.documentElement}>
      <RuntimeProvider runtime={fake.runtime}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </RuntimeProvider>
    </SettingsProvider>,
  );
  return { ...result, storage, fake };
}

/** Advances the fake runtime inside act(), so React commits what the timers and frames changed. */
export function advance(fake: FakeRuntime, ms: number) {
  act(() => fake.advance(ms));
}

/** Makes everything observed visible, inside act(). */
export function revealAll(fake: FakeRuntime) {
  act(() => fake.revealAll());
}
