import { test as base, expect, type Page } from '@playwright/test';

type ContractFixtures = {
  /** Uncaught errors and unhandled rejections raised in the page; the test fails if any is left at the end. */
  pageErrors: Error[];
  /** Every request the page sent to a host other than the local contract page (all of them are aborted). */
  externalRequests: string[];
};

const isLocal = (url: string) => new URL(url).hostname === '127.0.0.1';

export const test = base.extend<ContractFixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'unexpected errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ page }, use) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (!isLocal(request.url())) requests.push(`${request.method()} ${request.url()}`);
      });
      // Offline by construction: anything not routed by a test is aborted. Routes added later by a test take
      // precedence over these two.
      await page.route(
        (url) => !isLocal(url.href),
        (route) => route.abort('internetdisconnected'),
      );
      // daily-js reports its fatal errors to Sentry.
      await page.route('https://*.sentry.io/**', (route) => route.abort('blockedbyclient'));
      await use(requests);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens the contract page and waits until it has put daily-js and WebCall on `window`. */
export async function openContractPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => window.contractPageReady === true);
}

const WEB_CALL_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

/** Answers POST /call/web like the platform; returns how many were sent. */
export async function answerWebCalls(page: Page) {
  let posts = 0;
  await page.route('https://api.vapi.ai/call/web', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: WEB_CALL_CORS });
    posts += 1;
    return route.fulfill({
      status: 201,
      headers: WEB_CALL_CORS,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'call_media', webCallUrl: 'https://example.daily.co/room' }),
    });
  });
  return () => posts;
}
