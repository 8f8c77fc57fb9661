import { expect, inProjectLanguage, test } from '../support/fixtures';
import { text } from '../support/site';

test.describe(`unknown path (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test("shows 'Unexpected Application Error!' with a way home", async ({ page, language }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The specification's heading on the English view; its Czech equivalent on the Czech one.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'cs' ? text('cs', 'error.title') : 'Unexpected Application Error!',
    );
    await page.getByRole('link', { name: text(language, 'error.home') }).click();
    // Home in the visitor's language: the stored one on an unknown path.
    await expect(page).toHaveURL(language === 'cs' ? '/cs/' : '/');
    await expect(page.locator('#how-it-works')).toBeAttached();
  });
});

test('an unknown path under /cs/ shows the error view in Czech, whatever is stored', async ({ page }) => {
  const response = await page.goto('/cs/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('cs', 'error.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('link', { name: text('cs', 'error.home') })).toHaveAttribute('href', '/cs/');
});

test('an unknown path under /cs/ whose app never arrives shows the prerendered error view, not a blank page', async ({
  page,
}) => {
  // The host answers with the English 404.html, which the inline script hides until the app renders it in Czech.
  await page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
  const response = await page.goto('/cs/nowhere');
  expect(response?.status()).toBe(404);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).visibility), {
      timeout: 10_000,
    })
    .toBe('visible');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('the code of the sections after the hero', () => {
  test.use(inProjectLanguage);
  const chunk = /\/assets\/home-below-the-fold-[^/]+\.js$/;

  test('never arriving: the sections stay as the prerendered copy, under a notice, instead of the error page', async ({
    page,
    language,
  }) => {
    let attempts = 0;
    await page.route(chunk, (route) => {
      attempts += 1;
      return route.abort('connectionfailed');
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/');

    const notice = page.getByRole('alert').filter({ hasText: text(language, 'error.partial') });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    expect(attempts).toBe(3); // the first download and its two retries
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text(language, 'hero.title'));
    // The copy is the prerendered HTML of the page's language (a stored cs has led to /cs/).
    await expect(page.getByRole('heading', { level: 2, name: text(language, 'faq.title') })).toBeVisible();
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(page.locator('#pricing')).toBeVisible();
    // Without its code the form would only reload the page and lose the input: it cannot be used.
    await expect(page.locator('#contact form')).toHaveAttribute('inert', '');
    expect(logged.filter((line) => line.includes('#below-the-fold could not load'))).toHaveLength(1);

    await page.route(chunk, (route) => route.continue());
    await notice.getByRole('button', { name: text(language, 'error.reload') }).click();
    await expect(page.getByRole('heading', { level: 2, name: text(language, 'faq.title') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text(language, 'error.partial') })).toHaveCount(0);
  });

  test('lost once: the retry brings it, and the page works as usual', async ({ page, language }) => {
    let attempts = 0;
    await page.route(chunk, (route) => {
      attempts += 1;
      return attempts === 1 ? route.abort('connectionfailed') : route.continue();
    });
    await page.goto('/');
    const firstQuestion = page.locator('#faq').getByRole('button').first();
    await firstQuestion.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await firstQuestion.click();
        return firstQuestion.getAttribute('aria-expanded');
      })
      .toBe('true');
    expect(attempts).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: text(language, 'error.partial') })).toHaveCount(0);
  });
});
