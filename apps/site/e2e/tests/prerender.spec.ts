import { expect, test } from '../support/fixtures';
import { SECTION_IDS, text } from '../support/site';

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
  for (const path of ['/', '/book-demo']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('assets.calendly.com/assets');
  }
});
