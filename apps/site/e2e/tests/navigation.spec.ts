import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoButton, isScrolledTo, open, text } from '../support/site';

// Links within a language are followed by the router in the same document: no new HTML, CSS or JS.

/** Marks the current document, so a test can tell a client-side navigation from a document load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const head = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    titles: document.querySelectorAll('title').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
  }));

/** The scheduling widget's script, answered here: the booking page asks for it once shown. */
const fakeSchedulingScript = (page: Page) =>
  page.route('https://assets.calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.Calendly = { initInlineWidget() {} };' }),
  );

test.beforeEach(async ({ page }) => {
  await fakeSchedulingScript(page);
});

test.describe('navigation within the document', () => {
  test('/ → /book-demo: no new document; URL, lang and the whole head are the new page’s; focus on its main', async ({
    page,
  }) => {
    await open(page, '/');
    await markDocument(page);
    await page.locator('header [data-book-demo]').click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
    expect(await sameDocument(page)).toBe(true);
    expect(await head(page)).toEqual({
      lang: 'en',
      title: text('en', 'meta.bookTitle'),
      titles: 1,
      description: text('en', 'meta.bookDescription'),
      descriptions: 1,
      canonical: 'https://clinicvoice.example/book-demo',
      alternates: [
        'en https://clinicvoice.example/book-demo',
        'cs https://clinicvoice.example/cs/book-demo',
        'x-default https://clinicvoice.example/book-demo',
      ],
      ogTitle: text('en', 'meta.bookTitle'),
      ogUrl: 'https://clinicvoice.example/book-demo',
      ogLocale: 'en_US',
    });
    await expect(page.locator('main')).toBeFocused();
  });

  test('back and forward restore the page and where the visitor was', async ({ page }) => {
    await open(page, '/');
    await markDocument(page);
    // Where the visitor is at the moment they follow the pricing section's booking link.
    const link = page.locator('#pricing').getByRole('link').first();
    await link.evaluate((element) => {
      element.addEventListener('click', () => {
        (window as unknown as { __yAtClick: number }).__yAtClick = Math.round(window.scrollY);
      });
    });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const y = await page.evaluate(() => (window as unknown as { __yAtClick: number }).__yAtClick);
    expect(y).toBeGreaterThan(1000);
    await page.goBack();
    await expect(page.locator('#pricing')).toBeVisible();
    await expect
      .poll(() => page.evaluate((expected) => Math.abs(Math.round(window.scrollY) - expected), y))
      .toBeLessThanOrEqual(2);
    expect(await head(page)).toMatchObject({ title: text('en', 'meta.title'), titles: 1 });
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
    expect(await sameDocument(page)).toBe(true);
  });

  test('the language switcher goes to the same page in Czech, head included, and the anchor lands', async ({
    page,
  }) => {
    await open(page, '/#pricing');
    await markDocument(page);
    await page.getByRole('link', { name: /^cs/ }).first().click();
    await expect(page).toHaveURL(/\/cs\/#pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('cs', 'hero.title'));
    expect(await sameDocument(page)).toBe(true);
    expect(await head(page)).toMatchObject({
      lang: 'cs',
      title: text('cs', 'meta.title'),
      titles: 1,
      description: text('cs', 'meta.description'),
      canonical: 'https://clinicvoice.example/cs/',
      ogLocale: 'cs_CZ',
    });
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('cs');
    expect(await isScrolledTo(page, 'pricing')).toBe(true);
  });

  test('an unknown Czech path answers 404 with the error view in Czech, never painting English', async ({
    page,
  }) => {
    // Before every frame is painted: was the English error text visible? (The English view's heading is the
    // specification's "Unexpected Application Error!"; the Czech view has its own heading and text.)
    await page.addInitScript(
      (english) => {
        const record = { englishPainted: false };
        Object.defineProperty(window, '__paint', { value: record });
        const check = () => {
          const visible = getComputedStyle(document.documentElement).visibility !== 'hidden';
          if (visible && document.body?.textContent?.includes(english)) record.englishPainted = true;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      text('en', 'error.text'),
    );
    const response = await page.goto('/cs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(text('cs', 'error.text'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs');
    expect(await page.evaluate(() => document.title)).toBe(text('cs', 'error.title'));
    expect(
      await page.evaluate(() => (window as unknown as { __paint: { englishPainted: boolean } }).__paint),
    ).toEqual({ englishPainted: false });
  });
});

test.describe('leaving the landing page during a demo call', () => {
  test('ends the call cleanly: no call, microphone or audio left', async ({ page }) => {
    await page.addInitScript(() => {
      const record = { microphones: [] as MediaStreamTrack[], contexts: [] as AudioContext[] };
      Object.defineProperty(window, '__callAudio', { value: record });
      const devices = navigator.mediaDevices;
      const getUserMedia = devices.getUserMedia.bind(devices);
      devices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        record.microphones.push(...stream.getTracks());
        return stream;
      };
      const Context = window.AudioContext;
      window.AudioContext = class extends Context {
        constructor(options?: AudioContextOptions) {
          super(options);
          record.contexts.push(this);
        }
      };
    });
    await open(page, '/');
    await markDocument(page);
    const button = demoButton(page);
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(1);

    await page.locator('header [data-book-demo]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('audio')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { microphones, contexts } = (
            window as unknown as {
              __callAudio: { microphones: MediaStreamTrack[]; contexts: AudioContext[] };
            }
          ).__callAudio;
          return {
            liveMicrophones: microphones.filter((track) => track.readyState === 'live').length,
            openContexts: contexts.filter((context) => context.state !== 'closed').length,
          };
        }),
      )
      .toEqual({ liveMicrophones: 0, openContexts: 0 });
  });
});
