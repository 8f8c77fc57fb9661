import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { open, pauseClock } from '../support/site';

const STATS = ['190', '21', '40%'] as const;
const PRICES = ['$399', '$499'] as const;

async function bringIntoView(page: Page, id: string): Promise<void> {
  await page
    .locator(`[id="${id}"]`)
    .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  // Let the IntersectionObserver (real time, not the fake clock) report the section.
  await page.waitForTimeout(150);
}

const figures = (page: Page) => page.locator('#numbers [data-count-target]').allTextContents();
const prices = (page: Page) =>
  page
    .locator('#pricing [data-plan="standard"] [data-price], #pricing [data-plan="premium"] [data-price]')
    .allTextContents();
const numeric = (values: string[]) => values.map((value) => Number(value.replace(/[^\d]/g, '')));

test('statistics count up to 190, 21 and 40% over 2000, 1800 and 1600 ms once visible', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await pauseClock(page);
  await bringIntoView(page, 'numbers');

  await page.clock.runFor(400);
  const early = numeric(await figures(page));
  expect(early).toHaveLength(3);
  early.forEach((value, index) => {
    expect(value, `figure ${index + 1} is still counting at 400 ms`).toBeLessThan(
      numeric([STATS[index] ?? ''])[0] ?? 0,
    );
  });

  // 40% is done at 1600 ms while 190 (2000 ms) is still on its way.
  await page.clock.runFor(1600 - 400 + 20);
  const middle = await figures(page);
  expect(middle[2]).toBe('40%');
  expect(numeric(middle)[0]).toBeLessThan(190);
  await page.clock.runFor(2000 - 1620 + 20);
  expect(await figures(page)).toEqual([...STATS]);
});

test('prices count up to their values in 1200 ms once visible', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await pauseClock(page);
  await bringIntoView(page, 'pricing');

  await page.clock.runFor(300);
  const early = numeric(await prices(page));
  expect(early[0]).toBeLessThan(399);
  expect(early[1]).toBeLessThan(499);
  await page.clock.runFor(300);
  const middle = numeric(await prices(page));
  expect(middle[1]).toBeGreaterThan(early[1] ?? 0);
  expect(middle[1]).toBeLessThan(499);
  await page.clock.runFor(1200 - 600 + 50);
  expect(await prices(page)).toEqual([...PRICES]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('final values show at once and sections appear without animation', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    await bringIntoView(page, 'numbers');
    expect(await figures(page)).toEqual([...STATS]);

    await bringIntoView(page, 'pricing');
    expect(await prices(page)).toEqual([...PRICES]);

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
