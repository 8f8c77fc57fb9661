import { expect, test } from '../support/fixtures';
import { LANGUAGES, PAGES, text } from '../support/site';

// Before a page paints, it should need its HTML, its stylesheet and a small entry script. Once that paint is on
// screen, the entry asks for the app and for the page's dictionary, which the root element lists, and the page
// hydrates with those alone: every other script is refused here, so a page that still waited for another chunk would
// never hydrate.

/** The chunks a script imports statically (`import … from "./x.js"`), as root-relative paths. */
const staticImportsOf = (code: string) =>
  [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*$\s{},]*?\s*from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
    (match) => `/assets/${match[1]}`,
  );

for (const { path, language } of PAGES) {
  test(`${path} paints before it asks for the app, then hydrates with the app and its dictionary alone`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const entry = /<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    expect(entry, 'the entry script of the page').toBeDefined();
    const listed = /<div id="root"[^>]*\sdata-preload="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    const dictionaryChunk = (locale: string) => new RegExp(`^/assets/${locale}-[\\w-]+\\.js$`);
    expect(listed, "the page's dictionary").toContainEqual(expect.stringMatching(dictionaryChunk(language)));
    for (const other of LANGUAGES.filter((locale) => locale !== language)) {
      expect(listed.filter((href) => dictionaryChunk(other).test(href))).toEqual([]);
    }
    const entryCode = await (await request.get(entry ?? '')).text();
    const htmlPreloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(
      htmlPreloads.filter((href) => !staticImportsOf(entryCode).includes(href ?? '')),
      'the HTML asks for nothing but the entry and the small chunks it imports',
    ).toEqual([]);
    const app = /import\(\s*["'`]\.\/(start-app-[\w-]+\.js)["'`]\s*\)/.exec(entryCode)?.[1];
    expect(app, "the entry's import of the app").toBeDefined();
    const appUrl = `/assets/${app}`;
    const appCode = await (await request.get(appUrl)).text();
    const allowed = new Set([
      entry,
      ...staticImportsOf(entryCode),
      appUrl,
      ...staticImportsOf(appCode),
      ...listed,
    ]);

    await page.route(/\.js(\?|$)/, (route) =>
      allowed.has(new URL(route.request().url()).pathname)
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    await page.goto(path);
    // The header's controls answer only once React has hydrated them.
    await page.waitForFunction(() => {
      const controls = Array.from(document.querySelectorAll('header button, header a[href]'));
      return (
        controls.length > 0 &&
        controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
      );
    });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: text(language, 'brand.home') }).first()).toBeVisible();
    // Ordered by the page's own clock: the first contentful paint is reported once it is on screen, and the app and
    // the dictionary were asked for after it.
    const { paintedAt, requested } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    expect(paintedAt, 'the first contentful paint').toBeDefined();
    for (const asset of [appUrl, ...listed]) {
      const at = requested.find((entry) => entry.path === asset)?.at;
      expect(at, `${asset} is asked for`).toBeDefined();
      expect(at ?? 0, `${asset} is asked for after the first paint`).toBeGreaterThanOrEqual(
        paintedAt ?? Infinity,
      );
    }
  });
}

// A static host serves a folder's index.html under that name too, and such links get shared: the page there is the
// folder's page, hydrated in place, never the error view.
for (const { path, language, heading } of [
  { path: '/index.html', language: 'en', heading: 'hero.title' },
  { path: '/cs/index.html', language: 'cs', heading: 'hero.title' },
  { path: '/cs/book-demo/index.html', language: 'cs', heading: 'book.title' },
] as const) {
  test(`${path} is its folder's page, in its language`, async ({ page }) => {
    // The booking page asks for the scheduling widget's script, which has no business leaving this machine here.
    await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
    await page.goto(path);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('header a[href]')).some((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text(language, heading));
    await expect(page).not.toHaveTitle(text(language, 'error.title'));
  });
}
