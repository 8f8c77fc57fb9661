import { expect, test } from '../support/fixtures';
import { type Language, text } from '../support/site';

// Before a page works, it should need its HTML, its stylesheet and one script: the entry, which holds the code of
// the page's first screen; the first texts come in the HTML. Every other script is refused here, so a page that
// still waited for a chunk (its code, or its texts) would never hydrate.
const PAGES: ReadonlyArray<{ path: string; language: Language }> = [
  { path: '/', language: 'en' },
  { path: '/book-demo', language: 'en' },
  { path: '/cs/', language: 'cs' },
  { path: '/cs/book-demo', language: 'cs' },
];

for (const { path, language } of PAGES) {
  test(`${path} hydrates with its entry script alone`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const entry = /<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    expect(entry, 'the entry script of the page').toBeDefined();
    expect(html).not.toContain('rel="modulepreload"');

    await page.route(/\.js(\?|$)/, (route) =>
      new URL(route.request().url()).pathname === entry ? route.continue() : route.abort('blockedbyclient'),
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
