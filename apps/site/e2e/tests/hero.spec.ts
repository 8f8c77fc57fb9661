import { expect, inProjectLanguage, test } from '../support/fixtures';
import {
  demoButton,
  isScrolledTo,
  lastPlayedMedia,
  open,
  pauseClock,
  text,
  trackMediaElements,
} from '../support/site';

test.describe(`hero audio (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test('plays the bundled sample, pauses on a second press and offers a replay at the end', async ({
    page,
    language,
  }) => {
    await page.addInitScript(trackMediaElements);
    await open(page);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await hero.getByRole('button', { name: text(language, 'hero.audioPlay') }).click();

    const playing = hero.getByRole('button', { name: text(language, 'hero.audioPlaying') });
    await expect(playing).toBeVisible();
    await expect.poll(async () => (await lastPlayedMedia(page))?.currentTime ?? 0).toBeGreaterThan(0.3);
    const media = await lastPlayedMedia(page);
    expect(media?.src).toMatch(new RegExp(`sample-call-${language}[^/]*\\.mp3$`));
    expect(media?.duration).toBeGreaterThan(10);

    await playing.click();
    await expect.poll(async () => (await lastPlayedMedia(page))?.paused).toBe(true);
    await expect(playing).toHaveCount(0);
    const pausedAt = (await lastPlayedMedia(page))?.currentTime ?? 0;
    expect(pausedAt).toBeGreaterThan(0.3);
    await page.waitForTimeout(300);
    expect((await lastPlayedMedia(page))?.currentTime).toBe(pausedAt);

    // Once played, the button offers a replay, which starts from the beginning again.
    await hero.getByRole('button', { name: text(language, 'hero.audioReplay') }).click();
    await expect(playing).toBeVisible();
    await expect.poll(async () => (await lastPlayedMedia(page))?.currentTime ?? 99).toBeLessThan(pausedAt);

    // Skip to the last half second instead of listening to the whole call.
    await page.evaluate(() => {
      const played = (window as unknown as { __playedMedia: HTMLMediaElement[] }).__playedMedia;
      const audio = played.at(-1);
      if (audio) audio.currentTime = audio.duration - 0.5;
    });
    const replay = hero.getByRole('button', { name: text(language, 'hero.audioReplay') });
    await expect(replay).toBeVisible({ timeout: 5_000 });
    await expect(hero.locator('[data-audio-state]')).toHaveAttribute('data-audio-state', 'ended');

    await replay.click();
    await expect(playing).toBeVisible();
    await expect.poll(async () => (await lastPlayedMedia(page))?.currentTime ?? 99).toBeLessThan(5);
  });
});

test('the hero call button scrolls to the demo, asks it for a call after 800 ms and shows "Calling…" for 2 s more', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  await pauseClock(page);

  await page.getByRole('button', { name: text('en', 'hero.callButton') }).click();
  const calling = page.getByRole('button', { name: text('en', 'hero.calling') });
  await expect(calling).toBeVisible();
  expect(text('en', 'hero.calling')).toBe('Calling…');

  await page.clock.runFor(790);
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
  await page.clock.runFor(20);
  // The demo starts its call (its microphone check first) on the request.
  await expect(demoButton(page)).toHaveAttribute('data-state', 'connecting');
  await expect.poll(() => isScrolledTo(page, 'how-it-works')).toBe(true);
  await expect(demoButton(page)).toBeVisible();

  await page.clock.runFor(1900);
  await expect(calling).toBeVisible();
  await page.clock.runFor(200);
  await expect(calling).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('en', 'hero.callButton') })).toBeVisible();
});
