import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  demoButton,
  LANGUAGES,
  lastPlayedMedia,
  open,
  scrollToY,
  storedSettings,
  text,
  trackMediaElements,
} from '../support/site';

// The contract's visitor clauses (CONTRACTS.md, apps/site, "At most one conversation is audible" on) that no other
// spec covers: one conversation at a time, no placeholder telephone link, focus never on invisible content, and
// counting figures that never show their final value early. (The simulated demo's microphone, the contact form and
// the mobile call bar are in live-demo.spec.ts and contact.spec.ts.)

/** Whether the page's one call audio track (the simulated assistant's voice) is there. */
const callAudio = (page: Page) => page.locator('audio[data-participant-id]');

test.describe('a call and the page’s language', () => {
  test('a call started in English ends when the visitor switches the page to Czech', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'no layout involved: checked once, on desktop');
    await page.addInitScript(trackMediaElements);
    await open(page);
    await demoButton(page).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    await page.getByRole('link', { name: /^cs/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('cs', 'hero.title'));
    // No English recording or transcript under Czech labels: the demo is idle, ready for a Czech call.
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await expect(callAudio(page)).toHaveCount(0);
    await expect(page.locator('#how-it-works [role="log"] li')).toHaveCount(0);
    await demoButton(page).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
  });
});

test.describe('at most one conversation is audible', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    test.skip(isMobile, 'no layout involved: checked once, on desktop');
    await page.addInitScript(trackMediaElements);
  });

  test('the hero’s recording pressed during a call ends the call, then plays', async ({ page }) => {
    await open(page);
    await demoButton(page).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    await scrollToY(page, 0);
    await page.getByRole('button', { name: text('en', 'hero.audioPlay') }).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await expect(callAudio(page)).toHaveCount(0);
    await expect.poll(async () => (await lastPlayedMedia(page))?.paused).toBe(false);
    await expect.poll(async () => (await lastPlayedMedia(page))?.currentTime ?? 0).toBeGreaterThan(0.2);
  });

  test('the demo’s recorded-call player pressed during a call ends the call, then plays', async ({
    page,
  }) => {
    await open(page);
    await demoButton(page).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    await page
      .locator('#how-it-works')
      .getByRole('button', { name: text('en', 'demo.samplePlay') })
      .click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await expect(callAudio(page)).toHaveCount(0);
    await expect.poll(async () => (await lastPlayedMedia(page))?.paused).toBe(false);
    // The transcript shows the recording, the one started last.
    await expect(page.locator('#how-it-works [role="log"] li').first()).toBeVisible({ timeout: 10_000 });
  });

  test('starting a call pauses the recording that plays', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: text('en', 'hero.audioPlay') }).click();
    await expect.poll(async () => (await lastPlayedMedia(page))?.paused).toBe(false);
    // The recording is the first element played: web-call 0.3 plays the call's own element inside the click (so
    // that Safari lets it sound), which makes that one the last played from the click on.
    const recordingPaused = () =>
      page.evaluate(
        () => (window as unknown as { __playedMedia: HTMLMediaElement[] }).__playedMedia[0]?.paused,
      );
    await demoButton(page).click();
    await expect.poll(recordingPaused).toBe(true);
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
    expect(await recordingPaused()).toBe(true);
  });
});

for (const language of LANGUAGES) {
  test.describe(`${language}`, () => {
    test.use(storedSettings({ language }));

    test('no telephone link without a configured demo line (this build has none)', async ({ page }) => {
      await open(page, language === 'cs' ? '/cs/' : '/');
      await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(page.getByText(text(language, 'hero.phoneLink'))).toHaveCount(0);
    });
  });
}

/** Product of the opacities of the element and all its ancestors: what the visitor actually sees of it. */
const seenOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });

test.describe('reveal animations never hide what has focus', () => {
  const TARGETS = [
    { name: 'the demo’s call button', locate: (page: Page) => demoButton(page) },
    {
      name: 'the billing toggle',
      locate: (page: Page) => page.locator('#pricing').getByRole('button').first(),
    },
    { name: 'the first FAQ entry', locate: (page: Page) => page.locator('#faq').getByRole('button').first() },
    { name: 'the form’s first field', locate: (page: Page) => page.locator('#contact input').first() },
  ] as const;

  for (const { name, locate } of TARGETS) {
    test(`Tab onto ${name} in a section not yet revealed: fully visible within 300 ms`, async ({ page }) => {
      await open(page);
      const target = locate(page);
      const section = target.locator('xpath=ancestor::*[@data-revealed][1]');
      await expect(section).toHaveAttribute('data-revealed', 'false');
      // Focus whatever comes just before it in tab order (without scrolling), then Tab onto it as a keyboard user.
      await target.evaluate((element) => {
        const focusable = Array.from(
          document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
        ).filter((candidate) => candidate.tabIndex >= 0 && candidate.checkVisibility());
        focusable[focusable.indexOf(element as HTMLElement) - 1]?.focus({ preventScroll: true });
      });
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      // The 300 ms are the page's own animation timeline, not the wall clock of a machine that may be busy: every
      // transition that reveals the target ends within them, and once they have ended it is fully visible.
      const revealEnd = await target.evaluate(async (element) => {
        const revealing = document.getAnimations().filter((animation) => {
          const effect = animation.effect;
          return effect instanceof KeyframeEffect && effect.target?.contains(element) === true;
        });
        await Promise.all(revealing.map((animation) => animation.finished));
        return Math.max(
          0,
          ...revealing.map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
        );
      });
      expect(revealEnd).toBeLessThanOrEqual(300);
      expect(await seenOpacity(target)).toBe(1);
    });
  }
});

/** Samples a figure every frame while the page scrolls to it: its text and how visible it is. */
async function sampleWhileRevealed(page: Page, selector: string, scrollTo: string) {
  return page.evaluate(
    async ({ selector, scrollTo }) => {
      const samples: { text: string; opacity: number }[][] = [];
      const figures = () => Array.from(document.querySelectorAll(selector));
      const opacityOf = (element: Element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity;
      };
      const take = () =>
        samples.push(
          figures().map((figure) => ({ text: figure.textContent ?? '', opacity: opacityOf(figure) })),
        );
      // Scroll down to the section a little each frame, as a visitor's wheel does: the section starts to fade in
      // before its figures are far enough in view to count.
      const section = document.getElementById(scrollTo);
      if (!section) return samples;
      const end = section.getBoundingClientRect().top + window.scrollY;
      for (let y = end - window.innerHeight; y < end; y += 20) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise(requestAnimationFrame);
        take();
      }
      window.scrollTo({ top: end, behavior: 'instant' });
      const until = performance.now() + 3_000;
      while (performance.now() < until) {
        await new Promise(requestAnimationFrame);
        take();
      }
      return samples;
    },
    { selector, scrollTo },
  );
}

const numeric = (value: string) => Number(value.replace(/[^\d]/g, ''));

test.describe('a counting figure never shows its final value before it counts up, and only increases', () => {
  for (const { name, selector, section, finals } of [
    {
      name: 'statistics',
      selector: '#numbers [data-count-target]',
      section: 'numbers',
      finals: [190, 21, 40],
    },
    {
      name: 'prices',
      selector: '#pricing [data-plan="standard"] [data-price], #pricing [data-plan="premium"] [data-price]',
      section: 'pricing',
      finals: [399, 499],
    },
  ]) {
    test(name, async ({ page, isMobile }) => {
      test.skip(isMobile, 'no layout involved: checked once, on desktop');
      await open(page);
      const samples = await sampleWhileRevealed(page, selector, section);
      finals.forEach((final, index) => {
        const seen = samples
          .map((frame) => frame[index])
          .filter((sample): sample is { text: string; opacity: number } =>
            Boolean(sample && sample.opacity > 0),
          )
          .map((sample) => numeric(sample.text));
        expect(seen.length, `figure ${index + 1} was seen`).toBeGreaterThan(5);
        expect(seen[0], `figure ${index + 1} is first seen below its final value`).toBeLessThan(final);
        for (let frame = 1; frame < seen.length; frame += 1) {
          expect(seen[frame], `figure ${index + 1} never goes down`).toBeGreaterThanOrEqual(
            seen[frame - 1] ?? 0,
          );
        }
        expect(seen.at(-1)).toBe(final);
      });
    });
  }
});
