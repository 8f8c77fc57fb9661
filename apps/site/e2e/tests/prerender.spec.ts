import { SITE_MAP } from '../../src/app/site-pages';
import { expect, test } from '../support/fixtures';
import { DEFAULT_PATHS, SECTION_IDS, text } from '../support/site';

// What a crawler or a visitor without JavaScript gets: the prerendered HTML alone.
test.use({ javaScriptEnabled: false });

test('/ is prerendered with its full content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(text('en', 'meta.title'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    text('en', 'meta.description'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text('en', 'hero.title'));
  for (const id of SECTION_IDS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);

  const body = (await page.locator('body').textContent()) ?? '';
  for (const key of [
    'features.f1Title',
    'numbers.stat1',
    'pricing.standardName',
    'about.title',
    'faq.q13',
    'contact.title',
  ] as const) {
    expect(body).toContain(text('en', key));
  }
  // Figures are in the HTML as final values, not as a count-up's starting zero.
  for (const figure of ['190', '21', '40']) expect(body).toContain(figure);
  await expect(page.locator('#faq button[aria-expanded]')).toHaveCount(13);
  await expect(page.locator('#how-it-works').getByRole('button').first()).toBeAttached();
  await expect(page.locator('#contact form')).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeAttached();
});

test('/book-demo is prerendered with its full content', async ({ page }) => {
  await page.goto('/book-demo');
  await expect(page).toHaveTitle(text('en', 'meta.bookTitle'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
  for (const key of ['book.subtitle', 'book.tile1Title', 'book.tile2Title', 'book.tile3Title'] as const) {
    await expect(page.getByText(text('en', key), { exact: true })).toBeAttached();
  }
  await expect(page.getByRole('link', { name: text('en', 'book.back') })).toBeAttached();
});

test('the prerendered HTML carries no scheduling script', async ({ request }) => {
  for (const { path } of DEFAULT_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('assets.calendly.com/assets');
  }
});

test('the raw HTML of /cs/ and /cs/book-demo is Czech', async ({ page, request }) => {
  const raw = await (await request.get('/cs/')).text();
  expect(raw).toContain('<html lang="cs"');
  expect(raw).toContain(`<title>${text('cs', 'meta.title')}</title>`);
  expect(raw).not.toContain(text('en', 'hero.subtitle'));

  await page.goto('/cs/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    text('cs', 'meta.description'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text('cs', 'hero.title'));
  const body = (await page.locator('body').textContent()) ?? '';
  for (const key of [
    'features.f1Title',
    'pricing.standardName',
    'about.title',
    'faq.q13',
    'contact.title',
  ] as const) {
    expect(body).toContain(text('cs', key));
  }
  for (const key of ['hero.subtitle', 'faq.q13', 'pricing.title'] as const)
    expect(body).not.toContain(text('en', key));

  await page.goto('/cs/book-demo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page).toHaveTitle(text('cs', 'meta.bookTitle'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('cs', 'book.title'));
  await expect(page.getByRole('link', { name: text('cs', 'book.back') })).toHaveAttribute('href', '/cs/');
});

const PAGES = [
  { path: '/', en: '/', cs: '/cs/' },
  { path: '/book-demo', en: '/book-demo', cs: '/cs/book-demo' },
  { path: '/cs/', en: '/', cs: '/cs/' },
  { path: '/cs/book-demo', en: '/book-demo', cs: '/cs/book-demo' },
];

for (const { path, en, cs } of PAGES) {
  test(`${path} names its canonical URL, its language alternates and its Open Graph tags`, async ({
    page,
  }) => {
    await page.goto(path);
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      ['en', `${origin}${en}`],
      ['cs', `${origin}${cs}`],
      ['x-default', `${origin}${en}`],
    ]);
    // A shared link shows the page in its own language.
    const og = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(og('og:url')).toHaveAttribute('content', `${origin}${path}`);
    await expect(og('og:locale')).toHaveAttribute('content', path.startsWith('/cs/') ? 'cs_CZ' : 'en_US');
    await expect(og('og:title')).toHaveAttribute('content', await page.title());
    // The switcher's links are plain links a crawler follows.
    await expect(page.locator('a[hreflang="cs"]').first()).toHaveAttribute('href', cs);
    await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute('href', en);
  });
}

test('sitemap.xml lists every declared page in every language and robots.txt names it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(locs).toEqual(SITE_MAP.pages.map((page) => page.path));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
