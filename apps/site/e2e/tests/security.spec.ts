import { createHash } from 'node:crypto';
import { baseURL } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { open, PAGES, scrollThroughPage } from '../support/site';

/** The directives of a Content-Security-Policy string, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name?.toLowerCase() ?? '', values]),
  );
}

/** Inline scripts the browser would execute (data blocks such as JSON are not subject to script-src). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
      return !type || type === 'module' || /javascript/i.test(type);
    })
    .map((match) => match[2] ?? '');
}

function metaPolicy(html: string): string {
  const tag = /<meta[^>]+http-equiv=["']Content-Security-Policy["'][^>]*>/i.exec(html)?.[0];
  const match = tag && /content=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  const content = match ? (match[1] ?? match[2]) : undefined;
  if (!content) throw new Error('no Content-Security-Policy meta tag');
  return content.replaceAll('&#39;', "'").replaceAll('&apos;', "'");
}

for (const { path, scheduling } of PAGES) {
  test(`${path}: the CSP allows its inline scripts by hash only, style attributes on booking pages only`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const policy = directives(metaPolicy(html));
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];

    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Every page: the configured event's origin (the default event is on calendly.com) and the widget's script
    // host, since a document keeps its policy through the client-side navigation to the booking page.
    expect(policy.get('frame-src')).toEqual(['https://calendly.com']);
    expect(scriptSrc).toContain('https://assets.calendly.com');
    if (scheduling) {
      // The widget frame's size is in style attributes, and the widget writes its own.
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://assets.calendly.com']);
    } else {
      // No style attribute in the prerendered HTML, so none is allowed: the demo styles through classes and the CSSOM.
      expect(policy.get('style-src')).toEqual(["'self'", 'https://assets.calendly.com']);
      expect(html).not.toMatch(/\sstyle="/);
    }
    const scripts = inlineScripts(html).filter((code) => code.trim() !== '');
    expect(scripts.length, 'the theme script is inline').toBeGreaterThan(0);
    for (const code of scripts) {
      const hash = createHash('sha256').update(code).digest('base64');
      expect(scriptSrc, `hash of inline script ${code.slice(0, 60)}…`).toContain(`'sha256-${hash}'`);
    }
  });
}

test('the static-hosting headers file carries the same policy as each page', async ({ request }) => {
  const headers = await request.get('/_headers');
  expect(headers.ok()).toBe(true);
  // `_headers` sections: a path line, then indented header lines.
  const sections = new Map<string, string>();
  let current = '';
  for (const entry of (await headers.text()).split('\n')) {
    if (/^\S/.test(entry)) current = entry.trim();
    const policy = /^\s+Content-Security-Policy:\s*(.*)$/i.exec(entry)?.[1];
    if (policy) sections.set(current, policy);
  }
  // Each page has a section of its own path.
  for (const { path } of PAGES) {
    const fromHeaders = directives(sections.get(path) ?? '');
    const fromMeta = directives(metaPolicy(await (await request.get(path)).text()));
    for (const name of ['script-src', 'connect-src', 'frame-src'])
      expect(fromHeaders.get(name), `${name} of ${path}`).toEqual(fromMeta.get(name));
  }
});

test('loading / and scrolling through it makes no request outside the site', async ({ page, guard }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open(page);
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');

  expect(guard.externalRequests).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
  const hosts = new Set(requested.map((url) => new URL(url).host).filter((host) => host !== ''));
  expect([...hosts]).toEqual([new URL(baseURL).host]);
});
