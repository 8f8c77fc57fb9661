import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type RouteObject, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/routes';
import { SettingsProvider } from '../../src/settings/settings-provider';
import { createMemoryStorage } from '../fakes/memory-storage';

const renderAt = (path: string, routes?: RouteObject[]) =>
  render(
    <SettingsProvider storage={createMemoryStorage()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </SettingsProvider>,
  );

function Broken(): never {
  throw new Error('render failure');
}

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/fine')}>
      go
    </button>
  );
}

describe('error page', () => {
  it('answers an unknown path with the designed error page and a way home', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('replaces a page that fails to render, and logs the failure', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', [{ path: '/', element: <Broken /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(
      logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'render failure'),
    ).toBe(true);
    logged.mockRestore();
  });

  it('renders pages again after a client-side navigation away from a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SettingsProvider storage={createMemoryStorage()}>
        <MemoryRouter initialEntries={['/']}>
          <GoElsewhere />
          <AppRoutes
            routes={[
              { path: '/', element: <Broken /> },
              { path: '/fine', element: <h1>fine again</h1> },
            ]}
          />
        </MemoryRouter>
      </SettingsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('fine again');
    logged.mockRestore();
  });

  it('serves the two real routes', () => {
    renderAt('/book-demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book your demo');
  });
});
