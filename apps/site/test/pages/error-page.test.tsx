import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/routes';
import { ErrorPage } from '../../src/pages/error-page';
import { SettingsProvider } from '../../src/settings/settings-provider';
import { createMemoryStorage } from '../fakes/memory-storage';

const renderAt = (path: string, routeList = routes) =>
  render(
    <SettingsProvider storage={createMemoryStorage()}>
      <RouterProvider router={createMemoryRouter(routeList, { initialEntries: [path] })} />
    </SettingsProvider>,
  );

function Broken(): never {
  throw new Error('render failure');
}

describe('error page', () => {
  it('answers an unknown path with the designed error page and a way home', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('replaces a page that fails to render', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(
      logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'render failure'),
    ).toBe(true);
  });

  it('serves the two real routes', () => {
    renderAt('/book-demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book your demo');
  });
});
