import { expect, test } from '../support/fixtures';
import { type Language, text } from '../support/site';

// Before a page works, it should need its HTML, its stylesheet and two scripts: the entry, which holds the code of
// the page's first screen, and its language's dictionary, preloaded by the HTML so both travel at once. Every other
// script is refused here, so a page that still waited for another chunk would never hydrate.
const PAGES: ReadonlyArray<{ path: string; language: Language }> = [
  { path: '/', language: 'en' },
  { path: '/book-demo', language: 'en' },
  { path: '/cs/', language: 'cs' },
  { path: '/cs/book-demo', language: 'cs' },
];

for (const { path, language } of PAGES) {
  test(`${path} hydrates with its entry script and its dictionary alone`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const entry = /<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    expect(entry, 'the entry script of the page').toBeDefined();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
      (match) => match[1],
    );
    const dictionaryChunk = (locale: string) => new RegExp(`^/assets/${locale}-[\\w-]+\\.js$`);
    expect(preloads, "the page's dictionary").toContainEqual(
      expect.stringMatching(dictionaryChunk(language)),
    );
    const otherLanguage = language === 'en' ? 'cs' : 'en';
    expect(preloads.filter((href) => dictionaryChunk(otherLanguage).test(href ?? ''))).toEqual([]);
    const allowed = new Set([entry, ...preloads]);

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
