import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { open } from '../support/site';

const STATS = [
  { value: '190', durationMs: 2000 },
  { value: '21', durationMs: 1800 },
  { value: '40%', durationMs: 1600 },
] as const;

const PRICES = ['$399', '$499'] as const;

async function bringIntoView(page: Page, id: string): Promise<void> {
  await page
    .locator(`[id="${id}"]`)
    .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  // Let the IntersectionObserver (real time, not the fake clock) report the section.
  await page.waitForTimeout(150);
}

/** The section's visible text with whitespace collapsed, so "40 %" and "40%" compare alike. */
const sectionText = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((element) => (element.textContent ?? '').replace(/\s+/g, ' '));

test('statistics count up to 190, 21 and 40% over 2000, 1800 and 1600 ms once visible', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await bringIntoView(page, 'numbers');

  await page.clock.runFor(400);
  const early = await sectionText(page, 'numbers');
  for (const { value } of STATS) expect(early, `${value} is still counting at 400 ms`).not.toContain(value);

  await page.clock.runFor(1600 - 400 - 50);
  expect(await sectionText(page, 'numbers')).not.toContain('190');
  await page.clock.runFor(2000 - 1550 + 50);
  const done = await sectionText(page, 'numbers');
  for (const { value } of STATS) expect(done).toContain(value);
});

test('prices count up to their values in 1200 ms once visible', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await bringIntoView(page, 'pricing');

  await page.clock.runFor(300);
  const early = await sectionText(page, 'pricing');
  for (const price of PRICES) expect(early).not.toContain(price);
  await page.clock.runFor(1000);
  const done = await sectionText(page, 'pricing');
  for (const price of PRICES) expect(done).toContain(price);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('final values show at once and sections appear without animation', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await bringIntoView(page, 'numbers');
    const text = await sectionText(page, 'numbers');
    for (const { value } of STATS) expect(text).toContain(value);

    await bringIntoView(page, 'pricing');
    const prices = await sectionText(page, 'pricing');
    for (const price of PRICES) expect(prices).toContain(price);

    // Nothing is hidden waiting for a transition: every section is fully opaque and in place right away.
    const motion = await page.locator('[data-revealed]').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return { opacity: style.opacity, transform: style.transform, duration: style.transitionDuration };
      }),
    );
    expect(motion.length).toBeGreaterThan(0);
    for (const style of motion) {
      expect(style.opacity).toBe('1');
      expect(style.transform).toBe('none');
    }
  });
});
