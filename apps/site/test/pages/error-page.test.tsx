import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteRoutes, PAGE_VIEWS } from '../../src/app/routes';
import { SITE_MAP } from '../../src/app/site-pages';
import { cs } from '../../src/i18n/cs';
import { provideTexts } from '../../src/i18n/dictionaries';

function Broken(): never {
  throw new Error('render failure');
}

provideTexts('cs', cs);

/** The site's routes at `path`, with another component for the booking page. */
const renderAt = (path: string, stored: Record<string, string> = {}, Page?: ComponentType) => {
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  const routes = createSiteRoutes(SITE_MAP, {
    ...PAGE_VIEWS,
    ...(Page ? { 'book-demo': { Component: Page } } : {}),
  });
  function Routes() {
    return useRoutes(routes);
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
};

afterEach(() => window.localStorage.clear());

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

  it('speaks the language of a path under a language’s root, whatever is stored', () => {
    renderAt('/cs/no-such-page', { language: 'en' });
    // The specification's English heading is the English page's; the Czech page shows its Czech equivalent.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Neočekávaná chyba aplikace');
    expect(document.title).toBe('Neočekávaná chyba aplikace');
  });

  it('replaces a page that fails to render, and logs the failure', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/book-demo', {}, Broken);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(
      logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'render failure'),
    ).toBe(true);
  });

  it('serves the real pages, with their head', () => {
    renderAt('/book-demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book your demo');
    expect(document.title).toBe('Book a demo — ClinicVoice');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://clinicvoice.example/book-demo',
    );
  });
});
