import { createHash } from 'node:crypto';
import { baseURL } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { open, scrollThroughPage } from '../support/site';

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

for (const path of ['/', '/book-demo']) {
  test(`${path}: the CSP allows its inline scripts by hash only, never 'unsafe-inline'`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const policy = directives(metaPolicy(html));
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];

    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const scripts = inlineScripts(html).filter((code) => code.trim() !== '');
    expect(scripts.length, 'the theme script is inline').toBeGreaterThan(0);
    for (const code of scripts) {
      const hash = createHash('sha256').update(code).digest('base64');
      expect(scriptSrc, `hash of inline script ${code.slice(0, 60)}…`).toContain(`'sha256-${hash}'`);
    }
  });
}

test('the static-hosting headers file carries the same policy as the page', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const headers = await request.get('/_headers');
  expect(headers.ok()).toBe(true);
  const line = (await headers.text()).split('\n').find((entry) => /Content-Security-Policy:/i.test(entry));
  expect(line, 'a Content-Security-Policy header line').toBeTruthy();
  const fromHeaders = directives(line?.replace(/^\s*Content-Security-Policy:\s*/i, '') ?? '');
  const fromMeta = directives(metaPolicy(html));
  expect(fromHeaders.get('script-src')).toEqual(fromMeta.get('script-src'));
  expect(fromHeaders.get('connect-src')).toEqual(fromMeta.get('connect-src'));
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
