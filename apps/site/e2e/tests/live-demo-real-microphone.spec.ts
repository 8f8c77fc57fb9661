import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { chromiumArgs, executablePath } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { demoButton, type Language, open, text } from '../support/site';

// The keyed build (project "live"), as a visitor meets it: no prompt is answered for them (no fake UI, no
// microphone permission granted), no microphone exists unless the context grants one, and sound needs a click
// (`--autoplay-policy=document-user-activation-required`). The platform is answered here and records every POST:
// none may be sent for a microphone the demo cannot have.

test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [
      ...chromiumArgs.filter((arg) => !/^--use-fake-ui-for-media-stream$|^--autoplay-policy=/.test(arg)),
      '--autoplay-policy=document-user-activation-required',
    ],
  },
  permissions: [],
});

const PLATFORM = 'https://api.vapi.ai';
const PAGES = { en: '/', cs: '/cs/' } as const satisfies Record<Language, string>;

/** Answers POST /call/web (and its preflight) and records every POST; daily-js's bundle is unreachable. */
async function platform(page: Page): Promise<Request[]> {
  const posts: Request[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'POST',
  };
  await page.route(`${PLATFORM}/**`, (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(request);
    return route.fulfill({
      status: 201,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'call_1', webCallUrl: 'https://example.daily.co/demo-room' }),
    });
  });
  await page.route('https://c.daily.co/**', (route) => route.abort('blockedbyclient'));
  await page.route('https://*.sentry.io/**', (route) => route.abort('blockedbyclient'));
  return posts;
}

const note = (page: Page) => page.locator('#how-it-works [data-demo-microphone]');
const alert = (page: Page) => page.locator('#how-it-works [role="alert"]');

for (const language of ['en', 'cs'] as const) {
  test(`${language}: a microphone nobody allowed is said before any call is made, in the page's language`, async ({
    page,
  }) => {
    const posts = await platform(page);
    await open(page, PAGES[language]);
    // Asked without a prompt: the browser will ask.
    await expect(note(page)).toHaveAttribute('data-demo-microphone', 'prompt');
    await expect(note(page)).toHaveText(text(language, 'demo.microphoneNote'));
    await demoButton(page).click();
    await expect(alert(page)).toHaveText(text(language, 'demo.error.microphoneBlocked'));
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await expect(demoButton(page)).toBeEnabled();
    await expect(demoButton(page)).toHaveAccessibleName(text(language, 'demo.callButton'));
    expect(posts).toHaveLength(0);
    // The message is announced (role=alert) and the demo, message included, passes axe's WCAG 2.1 AA rules.
    const results = await new AxeBuilder({ page })
      .include('#how-it-works')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test(`${language}: an allowed microphone that does not exist is said before any call is made`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['microphone']);
    const posts = await platform(page);
    await open(page, PAGES[language]);
    await expect(note(page)).toHaveText(text(language, 'demo.microphoneReadyNote'));
    await demoButton(page).click();
    await expect(alert(page)).toHaveText(text(language, 'demo.error.noMicrophone'));
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    expect(posts).toHaveLength(0);
  });
}

test('a microphone the browser blocks for the site is said before the visitor clicks', async ({ page }) => {
  // Playwright can grant a permission but not deny one: the Permissions API answers as a blocked site's does.
  await page.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === ('microphone' as PermissionName)
        ? Promise.resolve({ state: 'denied' } as PermissionStatus)
        : query(descriptor);
  });
  await platform(page);
  await open(page, PAGES.cs);
  await expect(note(page)).toHaveAttribute('data-demo-microphone', 'denied');
  await expect(note(page)).toHaveText(text('cs', 'demo.microphoneBlockedNote'));
});
