import { createPlatformMock } from '@clinic/platform-mock';
import type { Page, Request } from '@playwright/test';
import type { Language } from './site';

const PLATFORM = 'https://api.vapi.ai';
/** What the platform answers a browser's preflight and its requests with. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
};
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
  await page.route(`${PLATFORM}/**`, (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    posts.push(request);
    if (answer === 'unreachable') return route.abort('internetdisconnected');
    // Accepted and never answered: the request stays open until the page gives up on it.
    if (answer === 'stalled') return;
    return route.fulfill({
      status: answer.status,
      headers: CORS,
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

/** The demo's failure message: its alert is on the page from the start, empty until something fails. */
export const alert = (page: Page) => page.locator('#how-it-works [role="alert"]');

/** The project's mock of the platform, as the call specs use it. */
export type PlatformMock = ReturnType<typeof createPlatformMock>;

/**
 * The project's mock of the platform, seeded with the demo's assistant and warmed by one `POST /call/web`: its first
 * request loads and compiles the request validator, which takes seconds on a busy machine, longer than a test
 * waits for a call to connect. One per test worker is enough.
 */
export async function preparedPlatformMock(
  // The keyed builds' VITE_DEMO_ASSISTANT_ID (package.json, build:e2e-live and build:e2e-call).
  assistantId = 'e2e-demo-assistant',
): Promise<PlatformMock> {
  const mock = createPlatformMock({ baseUrl: PLATFORM });
  mock.seed('/assistant', [{ id: assistantId, name: 'Reception' }]);
  const warm = await mock.fetch(
    new Request(`${PLATFORM}/call/web`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-public-key', 'content-type': 'application/json' },
      body: JSON.stringify({ assistantId }),
    }),
  );
  if (warm.status !== 201)
    throw new Error(`The mock refused the warm-up call: ${warm.status} ${await warm.text()}`);
  return mock;
}

/**
 * Answers the platform's API in the page with the project's mock of it, so that `POST /call/web` is checked and
 * answered as the platform would; returns every request it saw.
 */
export async function mockedPlatform(page: Page, mock: PlatformMock): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${PLATFORM}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
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
      headers: { ...Object.fromEntries(answer.headers), ...CORS },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return seen;
}
