import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadScript, type ScriptDocument } from '../../src/booking/load-script';
import { SCHEDULING_SCRIPT_URL, schedulingWidgetUrl } from '../../src/booking/scheduling-url';
import { BookDemoPage } from '../../src/pages/book-demo-page';
import { renderSite } from '../render';

const EVENT = 'https://calendly.com/clinic/60min';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('book-demo page', () => {
  it('shows back-home, title, three benefit tiles (15 Minute Demo first) and switchers', async () => {
    renderSite(<BookDemoPage eventUrl={EVENT} load={() => new Promise(() => {})} />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book your demo');
    const tiles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(tiles).toEqual(['15 Minute Demo', 'Your questions, answered', 'A plan for your clinic']);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^cs/i })).toBeTruthy();
  });

  it('embeds the widget with the hide parameters, 700 px high and min 280 px wide, with a skeleton while loading', async () => {
    const script = deferred();
    const requested: string[] = [];
    const { container } = renderSite(
      <BookDemoPage
        eventUrl={EVENT}
        load={(src) => {
          requested.push(src);
          return script.promise;
        }}
      />,
    );
    const widget = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('.calendly-inline-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    });
    expect(widget.dataset.url).toBe(`${EVENT}?hide_event_type_details=1&hide_gdpr_banner=1`);
    expect(widget.style.height).toBe('700px');
    expect(widget.style.minWidth).toBe('280px');
    // The script is asked for by an effect, which may run a moment after the widget's markup is committed.
    await waitFor(() => expect(requested).toEqual([SCHEDULING_SCRIPT_URL]));
    expect(screen.getByRole('status').textContent).toContain('Loading the booking calendar');

    script.resolve();
    await waitFor(() => expect(container.querySelector('[data-widget-skeleton]')).toBeNull());
    expect(container.querySelector('[data-widget-status]')?.getAttribute('data-widget-status')).toBe('ready');
  });

  it('falls back to a plain link to the booking page when the script cannot load', async () => {
    const script = deferred();
    renderSite(<BookDemoPage eventUrl={EVENT} load={() => script.promise} />);
    script.reject(new Error('blocked'));
    const link = await screen.findByRole('link', { name: 'Open the booking page' });
    expect(link.getAttribute('href')).toBe(schedulingWidgetUrl(EVENT));
    expect(screen.getByText('The booking calendar could not be loaded here.')).toBeTruthy();
  });
});

/** A document whose scripts never fetch anything: the test fires load / error itself. */
function createScriptSandbox() {
  class FakeScript extends EventTarget {
    src = '';
    async = false;
    dataset: Record<string, string> = {};
    remove() {
      sandbox.scripts = sandbox.scripts.filter((script) => script !== this);
    }
  }
  const sandbox = {
    scripts: [] as FakeScript[],
    head: { append: (script: FakeScript) => sandbox.scripts.push(script) },
    createElement: () => new FakeScript(),
    querySelector: (selector: string) =>
      sandbox.scripts.find((script) => selector === `script[src="${script.src}"]`) ?? null,
  };
  return { sandbox, doc: sandbox as unknown as ScriptDocument };
}

describe('loadScript', () => {
  it('inserts the script once, async, and resolves on load', async () => {
    const { sandbox, doc } = createScriptSandbox();
    const loading = loadScript('https://assets.example/widget.js', { doc });
    const again = loadScript('https://assets.example/widget.js', { doc });
    expect(sandbox.scripts).toHaveLength(1);
    expect(sandbox.scripts[0]?.src).toBe('https://assets.example/widget.js');
    expect(sandbox.scripts[0]?.async).toBe(true);
    sandbox.scripts[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    await expect(again).resolves.toBeUndefined();
    await expect(loadScript('https://assets.example/widget.js', { doc })).resolves.toBeUndefined();
    expect(sandbox.scripts).toHaveLength(1);
  });

  it('rejects on error and removes the broken element, so a later visit can retry', async () => {
    const { sandbox, doc } = createScriptSandbox();
    const loading = loadScript('https://assets.example/widget.js', { doc });
    sandbox.scripts[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load https://assets.example/widget.js');
    expect(sandbox.scripts).toHaveLength(0);
  });

  it('rejects when the script takes too long', async () => {
    const { doc } = createScriptSandbox();
    await expect(loadScript('https://assets.example/slow.js', { doc, timeoutMs: 20 })).rejects.toThrow(
      /Timed out/,
    );
  });
});
