import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, PAGES } from '../../src/app/routes';
import { cs } from '../../src/i18n/cs';
import { provideTexts } from '../../src/i18n/dictionaries';
import { BookDemoPage } from '../../src/pages/book-demo-page';
import { SettingsProvider } from '../../src/settings/settings-provider';
import { createMemoryStorage } from '../fakes/memory-storage';

function Broken(): never {
  throw new Error('render failure');
}

provideTexts('cs', cs);

const renderAt = (path: string, stored: Record<string, string> = {}, Page: ComponentType = BookDemoPage) =>
  render(
    <SettingsProvider storage={createMemoryStorage(stored)}>
      <AppRoutes pathname={path} pages={{ ...PAGES, 'book-demo': Page }} />
    </SettingsProvider>,
  );

describe('error page', () => {
  it('answers an unknown path with the designed error page and a way home', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('speaks the stored language on an unknown path, and links to that language’s home page', () => {
    renderAt('/no-such-page', { language: 'cs' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(cs['error.title']);
    expect(screen.getByRole('link', { name: cs['error.home'] }).getAttribute('href')).toBe('/cs/');
  });

  it('replaces a page that fails to render, and logs the failure', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/book-demo', {}, Broken);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(
      logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'render failure'),
    ).toBe(true);
  });

  it('serves the real pages', () => {
    renderAt('/book-demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book your demo');
  });
});
