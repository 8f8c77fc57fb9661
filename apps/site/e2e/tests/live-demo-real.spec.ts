import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { alert, platform } from '../support/live-platform';
import { demoButton, open, pauseClock, text } from '../support/site';

// The build with VITE_PLATFORM_PUBLIC_KEY=test-public-key and VITE_DEMO_ASSISTANT_ID=e2e-demo-assistant (project
// "live"): the demo calls the real platform through web-call and daily-js. The platform is the stand-in of support/live-platform.ts, which also blocks
// daily-js's call-machine bundle on all of Daily's domains. The page runs under the build's own CSP throughout.

const PLATFORM = 'https://api.vapi.ai';

// daily-js reports a failed bundle load to its Sentry project; the site's CSP does not allow that host, on purpose.
test.use({ expectedCspViolations: [/sentry\.io/] });

/** daily-js retries its bundle three times, 3 s apart: run the page's clock through them. */
async function skipDailyRetries(page: Page) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.waitForTimeout(100);
    await page.clock.runFor(3_000);
  }
}

test('POST /call/web with the public key, then daily-js cannot load its bundle: "could not join", back to idle', async ({
  page,
}) => {
  const posts = await platform(page);
  await page.clock.install();
  await open(page);
  const button = demoButton(page);
  await button.click();
  await expect(button).toHaveAttribute('data-state', 'connecting');
  await expect.poll(() => posts.length).toBe(1);
  const [post] = posts;
  expect(post?.url()).toBe(`${PLATFORM}/call/web`);
  expect(post?.headers().authorization).toBe('Bearer test-public-key');
  // The site sends the fixed assistant only; web-call adds its own room default.
  expect(post?.postDataJSON()).toEqual({
    assistantId: 'e2e-demo-assistant',
    roomDeleteOnUserLeaveEnabled: true,
  });

  await skipDailyRetries(page);
  await expect(alert(page)).toHaveText(text('en', 'demo.error.joinFailed'));
  await expect(button).toHaveAttribute('data-state', 'idle');
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button.locator('.animate-spin, .motion-safe\\:animate-spin')).toHaveCount(0);
  await expect(button).toHaveAccessibleName(text('en', 'demo.callButton'));
  expect(posts).toHaveLength(1);
});

test('a double click creates exactly one web call', async ({ page }) => {
  const posts = await platform(page);
  await page.clock.install();
  await open(page);
  await demoButton(page).dblclick();
  await expect.poll(() => posts.length).toBe(1);
  await skipDailyRetries(page);
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
  expect(posts).toHaveLength(1);
});

test('a platform that refuses the key, or cannot be reached, is explained to the visitor', async ({
  page,
}) => {
  await platform(page, {
    status: 401,
    body: { message: 'Invalid key', error: 'Unauthorized', statusCode: 401 },
  });
  await open(page);
  await demoButton(page).click();
  await expect(alert(page)).toHaveText(text('en', 'demo.error.platformRefused'));
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');

  await page.unroute(`${PLATFORM}/**`);
  await platform(page, 'unreachable');
  await demoButton(page).click();
  await expect(alert(page)).toHaveText(text('en', 'demo.error.platformUnreachable'));
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
});

// A refusal read with the site's permission `denied` is live-demo-real-microphone.spec.ts's; one still `prompt` (a
// dismissed question) is the unit tests': headless Chromium answers `denied` for a question nobody answers.
test('a microphone the system blocks while the site is allowed says so, and no web call is created', async ({
  page,
}) => {
  const posts = await platform(page);
  // The site's permission is granted (the project's): the browser's refusal can only be the operating system's.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await open(page);
  await demoButton(page).click();
  await expect(alert(page)).toHaveText(text('en', 'demo.error.microphoneBlockedBySystem'));
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
  expect(posts).toHaveLength(0);
});

test('daily-js is fetched only once the visitor points at the call button', async ({ page }) => {
  await platform(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('call-machine-object-bundle')) scripts.push(response.url());
  });
  await open(page);
  await page.locator('#how-it-works').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);

  await demoButton(page).hover();
  await expect.poll(() => scripts.length).toBe(1);
  // No simulation in a keyed build: no in-page platform note.
  await expect(page.locator('[data-demo-simulated]')).toHaveCount(0);
});

test('a platform that takes the call and never answers: after the time limit the visitor is told, and can retry', async ({
  page,
}) => {
  const posts = await platform(page, 'stalled');
  // daily-js's bundle hangs too (rather than failing, which would end the start as "could not join" first).
  await page.route(/^https:\/\/c\.daily(\.co|webrtc\.com|webrtc\.net)\//, () => {});
  // The page's clock shortens the wait: web-call's 15 s limit on POST /call/web passes in a moment, with the
  // build's own setting (nothing in the site can shorten it for visitors).
  await page.clock.install();
  await open(page);
  await pauseClock(page);
  const button = demoButton(page);
  await button.click();
  await expect.poll(() => posts.length).toBe(1);
  await expect(button).toHaveAttribute('data-state', 'connecting');
  await page.clock.runFor(14_000);
  await expect(button).toHaveAttribute('data-state', 'connecting');
  await expect(alert(page)).toHaveText('');
  await page.clock.runFor(1_500);
  await expect(alert(page)).toHaveText(text('en', 'demo.error.noAnswer'));
  await expect(button).toHaveAttribute('data-state', 'idle');
  await expect(button).toBeEnabled();

  const retry = page.locator('#how-it-works').getByRole('button', { name: text('en', 'demo.retryButton') });
  await retry.click();
  await expect(alert(page)).toHaveText('');
  await expect.poll(() => posts.length).toBe(2);
  await expect(button).toHaveAttribute('data-state', 'connecting');
  // And Cancel ends that start at once: idle, with no message.
  await page
    .locator('#how-it-works')
    .getByRole('button', { name: text('en', 'demo.cancelButton') })
    .click();
  await expect(button).toHaveAttribute('data-state', 'idle');
  await expect(alert(page)).toHaveText('');
});
