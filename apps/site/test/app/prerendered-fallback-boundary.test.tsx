import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrerenderedFallbackBoundary } from '../../src/app/prerendered-fallback-boundary';

function Broken(): never {
  throw new Error('chunk lost');
}

describe('PrerenderedFallbackBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('renders its children in a box-less wrapper while they work', () => {
    const { container } = render(
      <PrerenderedFallbackBoundary id="part" notice={<p>notice</p>}>
        <p>live</p>
      </PrerenderedFallbackBoundary>,
    );
    expect(container.innerHTML).toBe('<div id="part" class="contents"><p>live</p></div>');
  });

  it('shows the markup found under its id before it rendered, forms inert, under the notice, and logs once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = document.createElement('div');
    saved.id = 'part';
    saved.innerHTML = '<h2>Prices</h2><form><input name="email"></form>';
    document.body.append(saved);
    const host = document.createElement('div');
    document.body.append(host);

    render(
      <PrerenderedFallbackBoundary id="part" notice={<p role="alert">notice</p>}>
        <Broken />
      </PrerenderedFallbackBoundary>,
      { container: host },
    );
    saved.remove();

    expect(screen.getByRole('alert').textContent).toBe('notice');
    expect(host.querySelector('#part h2')?.textContent).toBe('Prices');
    expect(host.querySelector('#part form')?.hasAttribute('inert')).toBe(true);
    const ours = logged.mock.calls.filter(([first]) => String(first).includes('#part could not load'));
    expect(ours).toHaveLength(1);
  });

  it('shows the notice alone for a page that was not prerendered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <PrerenderedFallbackBoundary id="part" notice={<p role="alert">notice</p>}>
        <Broken />
      </PrerenderedFallbackBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('notice');
    expect(container.querySelector('#part')?.innerHTML).toBe('');
  });
});
