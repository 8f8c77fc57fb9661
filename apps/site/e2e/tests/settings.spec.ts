import { expect, test } from '../support/fixtures';
import { LANGUAGES, open, storedSettings, THEMES, text } from '../support/site';

const storedValue = (key: string) => (page: import('@playwright/test').Page) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test.describe('theme', () => {
  test('the toggle flips the dark class on <html>, stores the theme and survives a reload', async ({
    page,
  }) => {
    await open(page);
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: text('en', 'theme.toDark') }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await storedValue('theme')(page)).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: text('en', 'theme.toLight') }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await storedValue('theme')(page)).toBe('light');
  });

  for (const theme of THEMES) {
    test.describe(`stored ${theme}`, () => {
      test.use(storedSettings({ theme }));

      test('is applied before the first paint, by the inline script alone', async ({ page }) => {
        // The body element is created only after the head's scripts ran and before anything can be painted;
        // record the class at that instant. Module scripts are blocked, so React cannot be the one setting it.
        await page.addInitScript(() => {
          const observer = new MutationObserver(() => {
            if (!document.body) return;
            (window as unknown as { __classAtBody?: string }).__classAtBody =
              document.documentElement.className;
            observer.disconnect();
          });
          observer.observe(document, { childList: true, subtree: true });
        });
        await page.route(/\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const classAtBody = await page.evaluate(
          () => (window as unknown as { __classAtBody?: string }).__classAtBody,
        );
        expect(classAtBody?.split(/\s+/).includes('dark')).toBe(theme === 'dark');
      });
    });
  }
});

test.describe('language', () => {
  test('the switcher changes texts, <html lang>, title and description, and stores the choice', async ({
    page,
  }) => {
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(text('en', 'meta.title'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('en', 'hero.title'));

    await page.getByRole('button', { name: text('en', 'language.cs') }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page).toHaveTitle(text('cs', 'meta.title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text('cs', 'meta.description'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('cs', 'hero.title'));
    await expect(
      page
        .getByRole('link', { name: text('cs', 'nav.pricing') })
        .or(page.getByRole('button', { name: text('cs', 'nav.pricing') }))
        .first(),
    ).toBeAttached();
    expect(await storedValue('language')(page)).toBe('cs');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await page.getByRole('button', { name: text('cs', 'language.en') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text('en', 'meta.description'),
    );
    expect(await storedValue('language')(page)).toBe('en');
  });

  for (const language of LANGUAGES) {
    test.describe(`stored ${language}`, () => {
      test.use(storedSettings({ language, theme: 'dark' }));

      test('is restored on load, hydrating without a mismatch', async ({ page }) => {
        await open(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(page).toHaveTitle(text(language, 'meta.title'));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(text(language, 'hero.title'));
      });
    });
  }
});

test.describe('invalid stored settings', () => {
  test.use(storedSettings({ language: 'de', theme: 'purple' }));

  test('are ignored: English and light', async ({ page }) => {
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).not.toHaveClass(/purple/);
    await expect(page).toHaveTitle(text('en', 'meta.title'));
  });
});
