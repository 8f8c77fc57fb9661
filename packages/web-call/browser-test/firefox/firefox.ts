import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type Frame, type HTTPRequest, type Page } from 'puppeteer-core';
import { inject } from 'vitest';
import type {} from '../page/contract-window';

/**
 * Prefs every launch gets: Firefox's fake microphone ("Default Audio Device", a tone) and no traffic of its own.
 * Each check adds what it needs: how the microphone permission stands, the autoplay policy.
 */
const BASE_PREFS = {
  'media.navigator.streams.fake': true,
  'browser.shell.checkDefaultBrowser': false,
  'app.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
};

/** The site permission a visitor's remembered "Allow" gives (Firefox then answers `granted` and never prompts). */
export const MICROPHONE_ALLOWED = { 'permissions.default.microphone': 1 };
/** A remembered "Block": `getUserMedia` rejects with NotAllowedError and the Permissions API says `denied`. */
export const MICROPHONE_BLOCKED = { 'permissions.default.microphone': 2 };
/**
 * No decision yet (a first visit): Firefox would show its prompt, which nobody answers headless; the test-only
 * `permission.disabled` grants without one. `permission.fake` makes the fake device count as a real capture,
 * which Firefox's autoplay rule looks at.
 */
export const MICROPHONE_UNDECIDED = {
  'media.navigator.permission.disabled': true,
  'media.navigator.permission.fake': true,
};
/**
 * Audible media waits for a gesture. Already Firefox's own default ("Block Audio"); pinned so that a profile or
 * a release with another default cannot quietly turn the autoplay checks into no-ops.
 */
export const AUTOPLAY_BLOCKED = { 'media.autoplay.default': 1 };

export interface FirefoxSession {
  browser: Browser;
  page: Page;
  /** Errors the page threw, without the console reports of the cross-origin requests this suite aborts. */
  pageErrors: string[];
  /** Every request to a host other than the contract page, as `METHOD url`. */
  externalRequests: string[];
  /** `POST /call/web` requests answered, with what they sent. */
  webCalls: { authorization: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

const isContractPage = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return protocol === 'data:' || hostname === '127.0.0.1' || hostname === 'localhost';
};

/**
 * Offline by construction, as the Playwright fixtures are: the platform's `POST /call/web` is answered like the
 * platform answers it, everything else not on the contract page is aborted (Daily's call-machine bundle, so the
 * real daily-js fails its join; Sentry, where daily-js reports that).
 */
async function route(session: FirefoxSession, request: HTTPRequest): Promise<void> {
  const url = request.url();
  if (isContractPage(url)) return request.continue();
  session.externalRequests.push(`${request.method()} ${url}`);
  if (url === 'https://api.vapi.ai/call/web') {
    if (request.method() === 'OPTIONS') return request.respond({ status: 204, headers: CORS });
    // `postData()` is CDP only: over BiDi the body is fetched.
    const body = await request.fetchPostData();
    session.webCalls.push({
      authorization: request.headers().authorization,
      body: body ? JSON.parse(body) : undefined,
    });
    return request.respond({
      status: 201,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'call_firefox', webCallUrl: 'https://example.daily.co/firefox-room' }),
    });
  }
  return request.abort('blockedbyclient');
}

/**
 * Firefox reports a cross-origin request that failed (every one this suite aborts) as a script error on the
 * console, which puppeteer passes on as `pageerror`; Chromium does not. They are no exception of the page's.
 */
const isAbortedRequestReport = (message: string) => message.startsWith('Cross-Origin Request Blocked');

/** Launches one Firefox (the suite never runs two at once) with `prefs` and one page routed offline. */
export async function launchFirefox(
  prefs: Record<string, boolean | number | string>,
): Promise<FirefoxSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: inject('firefoxPath'),
    headless: true,
    extraPrefsFirefox: { ...BASE_PREFS, ...prefs },
    protocolTimeout: 20_000,
  });
  const pid = browser.process()?.pid;
  if (pid) writeFileSync(inject('firefoxPidFile'), String(pid));
  const close = async () => {
    const child = browser.process();
    // A browser that does not answer its close within 5 s is killed: the run must end.
    await Promise.race([browser.close(), new Promise((resolve) => setTimeout(resolve, 5_000))]).catch(
      () => {},
    );
    // Puppeteer starts Firefox as the leader of its own process group: its content processes go with it.
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  try {
    const page = await browser.newPage();
    const session: FirefoxSession = {
      browser,
      page,
      pageErrors: [],
      externalRequests: [],
      webCalls: [],
      close,
    };
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!isAbortedRequestReport(message)) session.pageErrors.push(message);
    });
    await page.setRequestInterception(true);
    // A request this suite failed to answer would otherwise hang until WebCall's own timeout: it is aborted and
    // the failure reported as a page error, so the check fails with the reason.
    page.on('request', (request) => {
      route(session, request).catch((error: unknown) => {
        session.pageErrors.push(
          `routing ${request.url()}: ${error instanceof Error ? error.message : error}`,
        );
        request.abort('failed').catch(() => {});
      });
    });
    return session;
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens the contract page and waits until it has put daily-js and WebCall on `window`. */
export async function openContractPage(page: Page, search = ''): Promise<void> {
  await page.goto(`${inject('baseURL')}/${search}`);
  await page.waitForFunction(() => window.contractPageReady === true, { timeout: 15_000 });
}

type BidiSend = (method: string, params: object) => Promise<unknown>;

interface EvaluateResult {
  type: 'success' | 'exception';
  result?: { type: string; value?: unknown };
  exceptionDetails?: { text: string };
}

/**
 * Runs `pageFunction` (self-contained, returning anything JSON can carry) in `frame` without making it a user
 * gesture. Puppeteer's own `evaluate` (and so `click`, which looks the element up first) asks WebDriver BiDi for
 * `userActivation: true`, which would unlock playback before the check means it to.
 */
export async function evaluateWithoutGesture<T>(
  browser: Browser,
  frame: Frame,
  pageFunction: () => T | Promise<T>,
): Promise<T> {
  const send: BidiSend = (method, params) =>
    (browser as unknown as { connection: { send: BidiSend } }).connection.send(method, params);
  const answer = (await send('script.callFunction', {
    functionDeclaration: `async () => JSON.stringify(await (${pageFunction.toString()})())`,
    awaitPromise: true,
    target: { context: (frame as unknown as { _id: string })._id },
    userActivation: false,
    resultOwnership: 'none',
  })) as { result: EvaluateResult };
  // The connection resolves the whole message; the command's own answer is its `result`.
  const result = answer.result;
  if (result.type === 'exception') throw new Error(result.exceptionDetails?.text ?? 'script exception');
  const value = result.result?.value;
  return (typeof value === 'string' ? JSON.parse(value) : undefined) as T;
}

/** Resolves the text of the next console message matching `pattern`; rejects after `timeoutMs`. */
export function nextConsole(page: Page, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', listener);
      reject(new Error(`No console message matching ${pattern} within ${timeoutMs} ms.`));
    }, timeoutMs);
    const listener = (message: { text(): string }) => {
      if (!pattern.test(message.text())) return;
      clearTimeout(timer);
      page.off('console', listener);
      resolve(message.text());
    };
    page.on('console', listener);
  });
}
