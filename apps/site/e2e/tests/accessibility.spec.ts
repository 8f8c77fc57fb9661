import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { DEFAULT_PATHS, LANGUAGES, open, storedSettings, THEMES } from '../support/site';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test.describe(`${theme}, ${language}`, () => {
      // Reduced motion shows every section in its final state, so axe sees all of it.
      test.use({ ...storedSettings({ theme, language }), reducedMotion: 'reduce' });

      for (const { name, path } of DEFAULT_PATHS) {
        test(`${name}: no axe violations (WCAG 2.1 A/AA), one h1`, async ({ page }) => {
          // axe walks every node of the long landing page: over 30 s on a busy machine, a few seconds on a quiet one.
          test.setTimeout(120_000);
          await page.route('https://assets.calendly.com/**', (route) =>
            route.fulfill({
              contentType: 'text/javascript',
              body: 'window.Calendly = { initInlineWidget() {} };',
            }),
          );
          await open(page, path);

          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('main')).toHaveCount(1);

          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const summary = results.violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
          expect(summary).toEqual([]);
        });
      }
    });
  }
}

test('headings follow each other without skipping levels', async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
  for (const { path } of DEFAULT_PATHS) {
    await open(page, path);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) =>
        headings.filter((h) => (h as HTMLElement).checkVisibility()).map((h) => Number(h.tagName[1])),
      );
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      const [previous = 1, current = 1] = [levels[index - 1], levels[index]];
      expect(current - previous, `heading ${index} of ${path}`).toBeLessThanOrEqual(1);
    }
  }
});

test('keyboard focus is visible on the header controls', async ({ page, isMobile }) => {
  await open(page);
  const seen: string[] = [];
  for (let step = 0; step < (isMobile ? 5 : 9); step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        visible: ring || style.boxShadow !== 'none',
      };
    });
    if (!focus) continue;
    seen.push(focus.name);
    expect(focus.visible, `focus ring on "${focus.name}"`).toBe(true);
  }
  expect(seen.length).toBeGreaterThan(3);
});
