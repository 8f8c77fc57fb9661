import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LANGUAGES, open, PAGES, scrollToY, text } from '../support/site';

// The site as visitors with other needs and settings meet it: a narrow or zoomed window (WCAG 1.4.10), their own
// text spacing (1.4.12), a contrast theme (forced colours), reduced motion (2.3.3), no JavaScript, the keyboard
// with the phone's call bar on screen (2.4.11), and paper. The viewport is set here: checked once, on desktop.

const HOME = { en: '/', cs: '/cs/' } as const;

/** Controls of the page's header that stick out of the viewport (left or right), by name. */
const headerControlsOutside = (page: Page) =>
  page.locator('header').evaluate((header) =>
    Array.from(header.querySelectorAll('a, button'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 1 && (box.left < -1 || box.right > document.documentElement.clientWidth + 1);
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
  );

test.describe('1280 px at 400 % zoom (320 × 180 CSS px)', () => {
  test.use({ viewport: { width: 320, height: 180 }, reducedMotion: 'reduce' });

  for (const { path, language } of PAGES) {
    test(`${path} (${language}) reflows: no sideways scrolling, the header's controls on screen`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'the viewport is set here');
      await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
      await open(page, path);
      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.content).toBeLessThanOrEqual(widths.window);
      expect(await headerControlsOutside(page)).toEqual([]);
    });
  }
});

test.describe('text spacing of WCAG 1.4.12', () => {
  // The visitor's own style sheet (a bookmarklet, an extension) is not the site's: the CSP does not apply to it.
  test.use({ reducedMotion: 'reduce', bypassCSP: true });

  for (const language of LANGUAGES) {
    for (const width of [1024, 1280]) {
      test(`at ${width} px the header keeps every control on screen and inside its bar (${language})`, async ({
        page,
        isMobile,
      }) => {
        test.skip(isMobile, 'a desktop width');
        await page.setViewportSize({ width, height: 800 });
        await open(page, HOME[language]);
        await page.addStyleTag({
          content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
            p { margin-bottom: 2em !important; }`,
        });
        expect(await headerControlsOutside(page)).toEqual([]);
        // The header's controls may take a second line, inside the bar.
        const bar = await page.locator('header').boundingBox();
        const trial = await page.locator('header [data-book-demo]').boundingBox();
        expect((trial?.y ?? 0) + (trial?.height ?? 999)).toBeLessThanOrEqual(
          (bar?.y ?? 0) + (bar?.height ?? 0),
        );
      });
    }
  }
});

test.describe('forced colours (a Windows contrast theme)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', forcedColors: 'active' });

  /** An element's background colour without its opacity (forced colours keep an author's alpha). */
  const background = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor.match(/\d+/g)?.slice(0, 3).join(','));

  test('the chosen language and billing period, the highlighted plan, buttons and the visualiser show', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the viewport is set here');
    await open(page);
    // A chosen option looks unlike the others.
    expect(await background(page, 'header a[hreflang="en"]')).not.toBe(
      await background(page, 'header a[hreflang="cs"]'),
    );
    expect(await background(page, '#pricing button[aria-pressed="true"]')).not.toBe(
      await background(page, '#pricing button[aria-pressed="false"]'),
    );
    // The highlighted plan stands out from the others by more than its label, and every plan has an edge.
    const borders = await page
      .locator('#pricing [data-plan]')
      .evaluateAll((plans) => plans.map((plan) => Number.parseFloat(getComputedStyle(plan).borderTopWidth)));
    expect(Math.min(...borders)).toBeGreaterThan(0);
    expect(new Set(borders).size).toBeGreaterThan(1);
    // A filled button keeps an edge of its own.
    const call = page.locator('#how-it-works').getByRole('button').first();
    expect(await call.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
    // The visualiser's bars are not drawn in the page's own background colour.
    const panel = await background(page, 'body');
    expect(await background(page, '[data-bar]')).not.toBe(panel);
  });
});

test.describe('reduced motion on a phone', () => {
  test.use({ viewport: { width: 412, height: 839 }, reducedMotion: 'reduce', hasTouch: true });

  test('the call bar appears and an FAQ answer opens without anything sliding or turning', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the viewport is set here');
    await page.addInitScript(() => {
      const moves: string[] = [];
      (window as unknown as { __moves: string[] }).__moves = moves;
      addEventListener(
        'transitionstart',
        (event) => {
          if (/transform|translate|rotate|scale/.test(event.propertyName))
            moves.push(`${event.propertyName} on ${(event.target as Element).tagName}`);
        },
        true,
      );
    });
    await open(page, HOME.cs);
    await scrollToY(page, 1200);
    await expect(page.locator('aside[data-visible="true"]')).toBeVisible();
    await page.locator('#faq button[aria-expanded]').first().click();
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __moves: string[] }).__moves)).toEqual([]);
  });

  test('a control reached with Tab is never hidden under the call bar', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the viewport is set here');
    await open(page, HOME.cs);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await page.locator('#faq button[aria-expanded]').first().focus();
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('aside[data-visible="true"]');
        if (!focused || !bar) return null;
        const box = focused.getBoundingClientRect();
        return box.bottom > bar.getBoundingClientRect().top + 1
          ? focused.textContent?.trim() || focused.tagName
          : null;
      });
      expect(hidden).toBeNull();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`every FAQ answer reads and the demo says it needs JavaScript (${language})`, async ({ page }) => {
      await page.goto(HOME[language]);
      const answers = page.locator('#faq [aria-controls]');
      await expect(answers).toHaveCount(13);
      for (const id of await answers.evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('aria-controls')),
      ))
        await expect(page.locator(`[id="${id}"]`)).toBeVisible();
      await expect(page.locator('#how-it-works').getByText(text(language, 'demo.needsScript'))).toBeVisible();
    });

    test(`the booking page offers a link to book (${language})`, async ({ page }) => {
      await page.goto(language === 'cs' ? '/cs/book-demo' : '/book-demo');
      const link = page.getByRole('link', { name: text(language, 'book.fallbackLink') });
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      await expect(page.locator('[data-widget-skeleton]')).toBeHidden();
    });
  }
});

test.describe('with JavaScript', () => {
  test('the notes for a browser without it stay out of sight', async ({ page }) => {
    await page.route('https://assets.calendly.com/**', () => {
      // Never answered: the calendar stays loading.
    });
    await open(page);
    await expect(page.getByText(text('en', 'demo.needsScript'))).toBeHidden();
    await open(page, '/book-demo');
    await expect(page.locator('[data-widget-skeleton]')).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'book.fallbackLink') })).toBeHidden();
  });
});

test.describe('print', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('prints every section, every FAQ answer and the header once, from the top of the page', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the viewport is set here');
    await open(page);
    await page.emulateMedia({ media: 'print' });
    const unseen = await page
      .locator('[data-revealed], [data-count]')
      .evaluateAll((elements) =>
        elements.filter((element) => getComputedStyle(element).opacity !== '1').map((element) => element.id),
      );
    expect(unseen).toEqual([]);
    for (const answer of await page
      .locator('#faq [aria-controls]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-controls'))))
      await expect(page.locator(`[id="${answer}"]`)).toBeVisible();
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).position)).toBe(
      'static',
    );
  });
});
