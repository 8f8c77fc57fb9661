import { expect, inProjectLanguage, test } from '../support/fixtures';
import {
  demoButton,
  isScrolledTo,
  lastPlayedMedia,
  open,
  pauseClock,
  scrollToY,
  text,
  trackMediaElements,
} from '../support/site';

test('sections reveal once 10% of them is visible, and stay revealed', async ({ page }) => {
  await open(page);
  const faq = page.locator('#faq');
  await expect(faq).toHaveAttribute('data-revealed', 'false');
  const { top, height, viewport } = await faq.evaluate((element) => ({
    top: element.getBoundingClientRect().top + window.scrollY,
    height: element.getBoundingClientRect().height,
    viewport: window.innerHeight,
  }));
  const showShare = (share: number) => scrollToY(page, top - viewport + height * share);
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  await showShare(0.05);
  await frames();
  await page.waitForTimeout(100);
  await expect(faq).toHaveAttribute('data-revealed', 'false');

  await showShare(0.15);
  await expect(faq).toHaveAttribute('data-revealed', 'true');
  await scrollToY(page, 0);
  await page.waitForTimeout(100);
  await expect(faq).toHaveAttribute('data-revealed', 'true');
});

test.describe('mobile call bar', () => {
  test('appears past 80% of the viewport height on small screens only', async ({ page, isMobile }) => {
    await open(page);
    const bar = page.locator('[data-visible]');
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveAttribute('data-visible', 'false');
    const viewport = await page.evaluate(() => window.innerHeight);
    // Off screen (slid below the bottom edge) or not displayed at all.
    const onScreen = () =>
      bar.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return (
          getComputedStyle(element).display !== 'none' && box.height > 0 && box.top < window.innerHeight - 1
        );
      });

    await scrollToY(page, Math.floor(viewport * 0.8) - 5);
    await page.waitForTimeout(100);
    await expect(bar).toHaveAttribute('data-visible', 'false');
    expect(await onScreen()).toBe(false);

    await scrollToY(page, Math.ceil(viewport * 0.8) + 5);
    await expect(bar).toHaveAttribute('data-visible', 'true');
    if (isMobile) {
      await expect.poll(onScreen).toBe(true);
      await expect(bar.getByRole('button', { name: text('en', 'mobileBar.call') })).toBeInViewport();
    } else {
      await expect(bar).toBeHidden();
    }

    await scrollToY(page, 0);
    await expect(bar).toHaveAttribute('data-visible', 'false');
  });

  test('its button scrolls to the demo and asks it for a call after 800 ms', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the bar is hidden from medium width up');
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    const viewport = await page.evaluate(() => window.innerHeight);
    await scrollToY(page, viewport * 3);
    const bar = page.locator('[data-visible="true"]');
    await bar.getByRole('button', { name: text('en', 'mobileBar.call') }).click();

    await page.clock.runFor(780);
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await page.clock.runFor(40);
    await expect(demoButton(page)).toHaveAttribute('data-state', 'connecting');
    await expect.poll(() => isScrolledTo(page, 'how-it-works')).toBe(true);
  });
});

test.describe('with reduced motion', () => {
  // Instant scrolling keeps this quick; the header test covers the smooth variant.
  test.use({ reducedMotion: 'reduce' });

  test('footer quick links scroll to their sections', async ({ page }) => {
    await open(page);
    const footer = page.getByRole('contentinfo');
    const links = [
      { key: 'nav.howItWorks', id: 'how-it-works' },
      { key: 'nav.features', id: 'features' },
      { key: 'nav.pricing', id: 'pricing' },
      { key: 'nav.faq', id: 'faq' },
    ] as const;
    for (const { key, id } of links) {
      const link = footer.getByRole('button', { name: text('en', key), exact: true });
      // Centre it first: at the bottom edge the mobile call bar, sliding in, could take the click.
      await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect(page.locator('[data-visible]')).toHaveAttribute('data-visible', 'true');
      await link.click();
      await expect.poll(() => isScrolledTo(page, id), { message: `footer link to #${id}` }).toBe(true);
    }
  });
});

test('every book-demo button leads to /book-demo', async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
  await open(page);
  const buttons = page.locator('[data-book-demo]');
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (const href of await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toBe('/book-demo');
  }
  // Every control whose label promises a demo booking is one of them.
  const promising = page.getByRole('link', { name: /book a demo|see it in action|free trial|start trial/i });
  for (const link of await promising.all()) await expect(link).toHaveAttribute('data-book-demo', '');

  // Clicking loads the booking page: first, a middle one and the last visible one.
  const visible: number[] = [];
  for (let index = 0; index < count; index += 1)
    if (await buttons.nth(index).isVisible()) visible.push(index);
  const picks = [...new Set([visible[0], visible[Math.floor(visible.length / 2)], visible.at(-1)])];
  for (const index of picks) {
    const button = buttons.nth(index ?? 0);
    const label = await button.textContent();
    await button.click();
    await expect(page, `"${label}" leads to /book-demo`).toHaveURL('/book-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'book.title'));
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test('the founder section: no stand-in portrait without a photo, the story signed', async ({ page }) => {
  // This build has no founder photo (a deployment adds one): no silhouette stands in for it. SafeImage's placeholder
  // for a photo that fails to load is tested in test/components/safe-image.test.tsx.
  await open(page);
  const about = page.locator('#about');
  await expect(about.locator('img, svg, [role="img"]')).toHaveCount(0);
  await expect(about.locator('[data-founder-signature]')).toHaveText(text('en', 'about.role'));
});

test.describe(`live demo section (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test('has its call button, 40 visualiser bars and a sample player that plays, pauses and resets', async ({
    page,
    language,
  }) => {
    await page.addInitScript(trackMediaElements);
    await open(page);
    const demo = page.locator('#how-it-works');
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await expect(demoButton(page)).toHaveAccessibleName(text(language, 'demo.callButton'));
    await expect(demo.locator('[data-bar]')).toHaveCount(40);

    await demo.getByRole('button', { name: text(language, 'demo.samplePlay') }).click();
    const pause = demo.getByRole('button', { name: text(language, 'demo.samplePause') });
    await expect(pause).toBeVisible();
    await expect.poll(async () => (await lastPlayedMedia(page))?.currentTime ?? 0).toBeGreaterThan(0.3);
    expect((await lastPlayedMedia(page))?.src).toMatch(new RegExp(`sample-call-${language}[^/]*\\.mp3$`));

    await pause.click();
    await expect.poll(async () => (await lastPlayedMedia(page))?.paused).toBe(true);
    await demo.getByRole('button', { name: text(language, 'demo.samplePlay') }).click();
    await page.evaluate(() => {
      const audio = (window as unknown as { __playedMedia: HTMLMediaElement[] }).__playedMedia.at(-1);
      if (audio) audio.currentTime = audio.duration - 0.3;
    });
    // At the end the player is back at the start, ready to play again.
    await expect(demo.getByRole('button', { name: text(language, 'demo.samplePlay') })).toBeVisible({
      timeout: 5_000,
    });
    await expect.poll(async () => (await lastPlayedMedia(page))?.currentTime).toBe(0);
  });
});

test.describe('the founding offer', () => {
  test.use(inProjectLanguage);

  test('once closed (the default deadline has passed), is titled for what it is, not as an invitation', async ({
    page,
    language,
  }) => {
    await open(page);
    const offer = page.locator('[data-founding-status]');
    await offer.scrollIntoViewIfNeeded();
    await expect(offer).toHaveAttribute('data-founding-status', 'closed');
    await expect(
      page.getByRole('heading', { level: 2, name: text(language, 'founding.closedTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: text(language, 'founding.title') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(language, 'founding.apply') })).toHaveCount(0);
  });
});
