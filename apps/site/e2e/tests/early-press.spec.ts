import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoButton, text, waitForHydration } from '../support/site';

// The prerendered page is readable, and its call buttons pressable, before the app has hydrated them (a second or
// two on a slow phone). A press made then must not be lost: the button acts on it as it comes alive.

/** Holds back the chunk named `chunk` for a while, as a slow connection would. */
async function holdBack(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has taken the element over (its fiber key). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test.describe('a call button pressed before the page can answer', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'no layout involved: checked once, on desktop');
  });

  for (const chunk of ['start-app', 'home-below-the-fold']) {
    test(`the demo's call button, while ${chunk} is on its way, starts the call once it is`, async ({
      page,
    }) => {
      const release = await holdBack(page, chunk);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await demoButton(page).scrollIntoViewIfNeeded();
      expect(await hydrated(page, '#how-it-works button')).toBe(false);
      await demoButton(page).click();
      release();
      await waitForHydration(page);
      await expect(demoButton(page)).not.toHaveAttribute('data-state', 'idle');
      await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    });
  }

  test('the hero button, pressed before the app, scrolls to the demo and starts the call', async ({
    page,
  }) => {
    const release = await holdBack(page, 'start-app');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const hero = page.getByRole('button', { name: text('en', 'hero.callButton') });
    expect(
      await hero.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    ).toBe(false);
    await hero.click();
    release();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    await expect(demoButton(page)).toBeInViewport();
  });
});
