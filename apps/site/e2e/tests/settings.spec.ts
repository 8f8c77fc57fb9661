import { expect, test } from '../support/fixtures';
import { open, storedSettings, THEMES, text, waitForHydration } from '../support/site';

/** Answers the scheduling widget's script locally (a third party; the booking spec tests it). */
const fakeSchedulingScript = (page: import('@playwright/test').Page) =>
  page.route('https://assets.calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.Calendly = { initInlineWidget() {} };' }),
  );

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
  test('the switcher goes to the same page in the other language, keeps the anchor and stores the choice', async ({
    page,
  }) => {
    await fakeSchedulingScript(page);
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toCzech = page.getByRole('link', { name: text('en', 'language.cs') });
    await expect(toCzech).toHaveAttribute('href', '/cs/');
    await page.evaluate(() => {
      window.location.hash = '#pricing';
    });
    await toCzech.click();
    await expect(page).toHaveURL(/\/cs\/#pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page).toHaveTitle(text('cs', 'meta.title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text('cs', 'meta.description'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('cs', 'hero.title'));
    expect(await storedValue('language')(page)).toBe('cs');

    await open(page, '/cs/book-demo');
    const toEnglish = page.getByRole('link', { name: text('cs', 'language.en') });
    await expect(toEnglish).toHaveAttribute('href', '/book-demo');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
    expect(await storedValue('language')(page)).toBe('en');
  });

  test.describe('stored cs', () => {
    test.use(storedSettings({ language: 'cs', theme: 'dark' }));

    for (const [from, to] of [
      ['/', '/cs/'],
      ['/book-demo#top', '/cs/book-demo#top'],
    ] as const) {
      test(`${from} shows the Czech page without ever painting English`, async ({ page }) => {
        // Before every frame the browser paints, record what a visitor would see: the URL, whether the page is
        // visible, and its heading. rAF callbacks run right before each paint, from the very first one.
        await page.addInitScript(() => {
          const frames = JSON.parse(sessionStorage.getItem('frames') ?? '[]');
          const record = () => {
            const hidden = getComputedStyle(document.documentElement).visibility === 'hidden';
            frames.push({
              path: location.pathname,
              hidden,
              lang: document.documentElement.lang,
              heading: document.querySelector('h1')?.textContent ?? '',
            });
            sessionStorage.setItem('frames', JSON.stringify(frames));
            requestAnimationFrame(record);
          };
          requestAnimationFrame(record);
        });
        await fakeSchedulingScript(page);
        await page.goto(from);
        await waitForHydration(page);
        expect(page.url()).toMatch(new RegExp(`${to.replace(/[/#]/g, '\\$&')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        const frames: Array<{ path: string; hidden: boolean; lang: string; heading: string }> =
          await page.evaluate(() => JSON.parse(sessionStorage.getItem('frames') ?? '[]'));
        const painted = frames.filter((frame) => !frame.hidden && frame.heading !== '');
        expect(painted.length).toBeGreaterThan(0);
        for (const frame of painted) {
          expect(frame.lang).toBe('cs');
          expect(frame.path.startsWith('/cs/')).toBe(true);
        }
      });
    }
  });

  test.describe('stored en', () => {
    test.use(storedSettings({ language: 'en' }));

    test('/cs/ stays Czech and keeps the stored choice', async ({ page }) => {
      await open(page, '/cs/');
      await expect(page).toHaveURL(/\/cs\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text('cs', 'hero.title'));
      await expect(page.locator('#pricing h2').first()).toHaveText(text('cs', 'pricing.title'));
      expect(await storedValue('language')(page)).toBe('en');
    });
  });
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
