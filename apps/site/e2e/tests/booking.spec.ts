import type { Page, Route } from '@playwright/test';
import { expect, inProjectLanguage, test } from '../support/fixtures';
import { open, text } from '../support/site';

const WIDGET_SCRIPT = 'https://assets.calendly.com/**';

// Stands in for Calendly's widget.js: defines the global the embed expects and marks the widget as loaded.
const FAKE_WIDGET = `window.Calendly = { initInlineWidget(options) { window.__calendlyInit = options; } };
document.querySelectorAll('.calendly-inline-widget').forEach((el) => el.setAttribute('data-fake-loaded', ''));`;

const fulfillWidget = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_WIDGET });

async function countWidgetRequests(page: Page): Promise<() => number> {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().startsWith('https://assets.calendly.com/')) count += 1;
  });
  return () => count;
}

test.describe(`/book-demo (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test('shows the page, its tiles and the scheduling widget with the right parameters', async ({
    page,
    language,
  }) => {
    await page.route(WIDGET_SCRIPT, fulfillWidget);
    await open(page, '/book-demo');
    await expect(page).toHaveTitle(text(language, 'meta.bookTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'book.title'));
    await expect(page.getByText(text(language, 'book.tile1Title'), { exact: true })).toBeVisible();
    await expect(page.getByText(text(language, 'book.tile2Title'), { exact: true })).toBeVisible();
    await expect(page.getByText(text(language, 'book.tile3Title'), { exact: true })).toBeVisible();
    if (language === 'en') expect(text('en', 'book.tile1Title')).toBe('15 Minute Demo');

    const widget = page.locator('.calendly-inline-widget');
    await expect(widget).toHaveCount(1);
    const dataUrl = new URL((await widget.getAttribute('data-url')) ?? '');
    expect(dataUrl.protocol).toBe('https:');
    expect(dataUrl.searchParams.get('hide_event_type_details')).toBe('1');
    expect(dataUrl.searchParams.get('hide_gdpr_banner')).toBe('1');

    const box = await widget.boundingBox();
    expect(box?.height).toBe(700);
    expect(box?.width).toBeGreaterThanOrEqual(280);
    expect(await widget.evaluate((element) => getComputedStyle(element).minWidth)).toBe('280px');
    await expect(widget).toHaveAttribute('data-fake-loaded', '');

    await page.getByRole('link', { name: text(language, 'book.back') }).click();
    // Back to the home page in the visitor's language (a stored cs has led to /cs/book-demo).
    await expect(page).toHaveURL(language === 'cs' ? '/cs/' : '/');
  });
});

test('the scheduling script is requested on /book-demo only', async ({ page }) => {
  await page.route(WIDGET_SCRIPT, fulfillWidget);
  const widgetRequests = await countWidgetRequests(page);
  await open(page);
  await page.waitForLoadState('networkidle');
  expect(widgetRequests()).toBe(0);

  // Following a booking link from the landing page (a document of its own) loads it too, once.
  await page.locator('[data-book-demo]').first().click();
  await expect(page).toHaveURL('/book-demo');
  await expect(page.locator('.calendly-inline-widget')).toHaveAttribute('data-fake-loaded', '');
  expect(widgetRequests()).toBe(1);
  expect(
    new Set(
      await page.locator('script[src*="calendly"]').evaluateAll((s) => s.map((e) => e.getAttribute('src'))),
    ).size,
  ).toBe(1);
});

test('a skeleton shows while the widget script loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(WIDGET_SCRIPT, async (route) => {
    await held;
    await fulfillWidget(route);
  });
  await open(page, '/book-demo');
  const skeleton = page.getByText(text('en', 'book.loading'));
  await expect(skeleton).toBeVisible();
  release();
  await expect(page.locator('.calendly-inline-widget')).toHaveAttribute('data-fake-loaded', '');
  await expect(skeleton).toBeHidden();
});

test('when the widget script cannot load, a plain link to the booking page appears', async ({ page }) => {
  let fail: () => void = () => {};
  const failing = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route(WIDGET_SCRIPT, async (route) => {
    await failing;
    await route.abort('connectionfailed');
  });
  await open(page, '/book-demo');
  const widgetUrl = new URL((await page.locator('.calendly-inline-widget').getAttribute('data-url')) ?? '');
  fail();

  const fallback = page.getByRole('link', { name: text('en', 'book.fallbackLink') });
  await expect(fallback).toBeVisible();
  await expect(page.getByText(text('en', 'book.fallback'))).toBeVisible();
  const href = new URL((await fallback.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(`${widgetUrl.origin}${widgetUrl.pathname}`);
  await expect(page.getByText(text('en', 'book.loading'))).toBeHidden();
});
