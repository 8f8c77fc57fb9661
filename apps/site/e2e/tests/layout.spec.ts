import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { control, LANGUAGES, open, storedSettings, text } from '../support/site';

// Layout as a visitor judges it at the two widths the site is checked at (1440×900 and 375×812).

/** How many lines the text inside an element takes (its icons aside). */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
    }
    const lineHeight = Number.parseFloat(getComputedStyle(element).fontSize);
    const lines = tops
      .sort((a, b) => a - b)
      .filter((top, index, all) => index === 0 || top - (all[index - 1] ?? 0) > lineHeight / 2);
    return lines.length;
  });

test.describe('1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the demo scrolled into view by "How It Works" shows its transcript', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a desktop width');
    await open(page);
    await control(page, text('en', 'nav.howItWorks')).first().click();
    await expect(page.locator('#how-it-works').getByRole('log')).toBeInViewport({ ratio: 0.9 });
  });

  test('Premium’s price and button stand level with Standard’s', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a desktop width');
    await open(page);
    // Measured in one go, relative to the section: nothing moves between the readings.
    const boxes = await page.locator('#pricing').evaluate((section) => {
      const origin = section.getBoundingClientRect().top;
      const box = (selector: string) => {
        const rect = section.querySelector(selector)?.getBoundingClientRect();
        return rect ? { top: rect.top - origin, bottom: rect.bottom - origin } : { top: -1, bottom: -1 };
      };
      return {
        standardPrice: box('[data-plan="standard"] [data-price]'),
        premiumPrice: box('[data-plan="premium"] [data-price]'),
        standardButton: box('[data-plan="standard"] a'),
        premiumButton: box('[data-plan="premium"] a'),
        enterpriseButton: box('[data-plan="enterprise"] a'),
      };
    });
    expect(boxes.premiumPrice.top).toBe(boxes.standardPrice.top);
    expect(boxes.premiumButton.top).toBe(boxes.standardButton.top);
    // Enterprise's dashed border and outlined button are a few pixels taller; its button still ends level.
    expect(Math.abs(boxes.enterpriseButton.bottom - boxes.standardButton.bottom)).toBeLessThanOrEqual(2);
  });

  test('/book-demo’s fallback card leaves no empty space under it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a desktop width');
    await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
    await open(page, '/book-demo');
    const widget = page.locator('[data-widget-status="failed"]');
    await expect(widget).toBeVisible({ timeout: 15_000 });
    const card = await widget.locator('div').first().boundingBox();
    const box = await widget.boundingBox();
    expect((box?.height ?? 0) - (card?.height ?? 0)).toBeLessThan(2);
  });
});

for (const language of LANGUAGES) {
  test.describe(`375×812, ${language}`, () => {
    test.use({ viewport: { width: 375, height: 812 }, ...storedSettings({ language }) });

    test('the hero’s buttons and the demo’s call button each stay on one line', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'the viewport is set here: checked once, by the desktop project');
      await open(page, language === 'cs' ? '/cs/' : '/');
      const hero = page.locator('main section').first();
      const call = hero.getByRole('button', { name: text(language, 'hero.callButton') });
      const recording = hero.getByRole('button', { name: text(language, 'hero.audioPlay') });
      expect(await lineCount(call)).toBe(1);
      expect(await lineCount(recording)).toBe(1);
      // The secondary button is not wider than the primary one beside it... or by much: within the viewport.
      const recordingBox = await recording.boundingBox();
      expect((recordingBox?.x ?? -1) >= 0 && (recordingBox?.width ?? 999) <= 375).toBe(true);
      const demoCall = page.locator('#how-it-works').getByRole('button').first();
      expect(await lineCount(demoCall)).toBe(1);
    });
  });
}
