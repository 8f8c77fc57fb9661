import { createPlatformMock } from '@clinic/platform-mock';
import type { Page, Request } from '@playwright/test';
import type { Language } from './site';

const PLATFORM = 'https://api.vapi.ai';
/** The home page of each language. */
export const LIVE_PAGES = { en: '/', cs: '/cs/' } as const satisfies Record<Language, string>;

/** How the stand-in platform answers `POST /call/web`. */
export type PlatformAnswer = { status: number; body: unknown } | 'unreachable' | 'stalled';

/**
 * Answers POST /call/web (and its CORS preflight) as told and records every POST; daily-js's bundle is unreachable
 * on all of Daily's domains, as on a network that cannot reach Daily.
 */
export async function platform(
  page: Page,
  answer: PlatformAnswer = {
    status: 201,
    body: { id: 'call_1', webCallUrl: 'https://example.daily.co/demo-room' },
  },
): Promise<Request[]> {
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
    if (answer === 'unreachable') return route.abort('internetdisconnected');
    // Accepted and never answered: the request stays open until the page gives up on it.
    if (answer === 'stalled') return;
    return route.fulfill({
      status: answer.status,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
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

/**
 * Answers the platform's API with the project's mock of it (in the test's process, seeded with the demo's
 * assistant), so that `POST /call/web` is checked and answered as the platform would; returns every request it saw.
 */
export async function mockedPlatform(
  page: Page,
  assistantId = 'demo-assistant-placeholder',
): Promise<Request[]> {
  const mock = createPlatformMock({ baseUrl: PLATFORM });
  mock.seed('/assistant', [{ id: assistantId, name: 'Reception' }]);
  const seen: Request[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
  };
  await page.route(`${PLATFORM}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    seen.push(request);
    const answer = await mock.fetch(
      new Request(request.url(), {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postData() ?? undefined,
      }),
    );
    return route.fulfill({
      status: answer.status,
      headers: { ...Object.fromEntries(answer.headers), ...cors },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return seen;
}
