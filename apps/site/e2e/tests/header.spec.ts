import { expect, test } from '../support/fixtures';
import {
  control,
  isScrolledTo,
  NAV_TARGETS,
  open,
  recordScrollPositions,
  scrollToY,
  text,
} from '../support/site';

test('the header turns "scrolled" once the page is more than 20 px down', async ({ page }) => {
  await open(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await scrollToY(page, 20);
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await scrollToY(page, 21);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  const scrolledStyle = await header.evaluate((element) => getComputedStyle(element).borderBottomWidth);
  expect(Number.parseFloat(scrolledStyle)).toBeGreaterThan(0);

  await scrollToY(page, 0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the logo leads home', async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
  await open(page, '/book-demo');
  await page
    .getByRole('link', { name: text('en', 'brand.home') })
    .first()
    .click();
  await expect(page).toHaveURL('/');
});

test.describe('navigation buttons', () => {
  test('are shown on large screens only', async ({ page, isMobile }) => {
    await open(page);
    const nav = page
      .getByRole('banner')
      .getByRole('button', { name: text('en', 'nav.pricing'), exact: true });
    if (isMobile) await expect(nav).toBeHidden();
    else await expect(nav).toBeVisible();
  });

  test('scroll smoothly to their section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the navigation buttons exist on large screens only');
    await open(page);
    const positions = await recordScrollPositions(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('en', 'nav.faq'), exact: true })
      .click();
    await expect.poll(() => isScrolledTo(page, 'faq')).toBe(true);
    expect((await positions()).length, 'a smooth scroll passes through many positions').toBeGreaterThan(3);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('each jumps straight to its section', async ({ page, isMobile }) => {
      test.skip(isMobile, 'the navigation buttons exist on large screens only');
      await open(page);
      const banner = page.getByRole('banner');
      for (const { key, id } of NAV_TARGETS) {
        const positions = await recordScrollPositions(page);
        await banner.getByRole('button', { name: text('en', key), exact: true }).click();
        await expect.poll(() => isScrolledTo(page, id), { message: `scrolled to #${id}` }).toBe(true);
        expect((await positions()).length, `an instant jump to #${id}`).toBeLessThanOrEqual(2);
      }
    });
  });
});

test('the trial button is labelled for the viewport and opens /book-demo', async ({ page, isMobile }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
  await open(page);
  const banner = page.getByRole('banner');
  const long = control(banner, text('en', 'header.trial'));
  const short = control(banner, text('en', 'header.trialShort'));
  expect(text('en', 'header.trial')).toBe('Start 30-Day Free Trial');
  expect(text('en', 'header.trialShort')).toBe('Start Trial');

  const [shown, hidden] = isMobile ? [short, long] : [long, short];
  await expect(shown).toBeVisible();
  await expect(hidden).toHaveCount(0);
  await shown.click();
  await expect(page).toHaveURL('/book-demo');
});

// Between 1024 and 1279 px the navigation is shown, and so is the specification's long label (it used to fall
// back to "Start Trial" there).
for (const [width, language] of [
  [1024, 'en'],
  [1150, 'en'],
  [1279, 'en'],
  [1024, 'cs'],
  [1279, 'cs'],
] as const) {
  test(`at ${width} px the navigation and the 30-day label share the header (${language})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a desktop width');
    await page.setViewportSize({ width, height: 800 });
    await open(page, language === 'cs' ? '/cs/' : '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: text(language, 'nav.label') })).toBeVisible();
    const long = control(banner, text(language, 'header.trial'));
    await expect(long).toBeVisible();
    await expect(control(banner, text(language, 'header.trialShort'))).toHaveCount(0);
    // Nothing overflows: the button ends inside the viewport and the header is one line high.
    const box = await long.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(box?.height ?? 0).toBeLessThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
