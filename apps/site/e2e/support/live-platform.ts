import type { Page, Request } from '@playwright/test';
import type { Language } from './site';

const PLATFORM = 'https://api.vapi.ai';
/** The home page of each language. */
export const LIVE_PAGES = { en: '/', cs: '/cs/' } as const satisfies Record<Language, string>;

/** Answers POST /call/web (and its preflight) and records every POST; daily-js's bundle is unreachable. */
export async function platform(page: Page): Promise<Request[]> {
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
  await page.route(/^https:\/\/c\.daily(\.co|webrtc\.com|webrtc\.net)\//, (route) =>
    route.abort('blockedbyclient'),
  );
  await page.route('https://*.sentry.io/**', (route) => route.abort('blockedbyclient'));
  return posts;
}

/** The demo's note on what the browser will do with the microphone. */
export const microphoneNote = (page: Page) => page.locator('#how-it-works [data-demo-microphone]');

/** The demo's failure message. */
export const alert = (page: Page) => page.locator('#how-it-works [role="alert"]');
