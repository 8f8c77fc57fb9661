import type { Page } from '@playwright/test';
import { PUBLIC_KEY, TARGET } from '../contract-constants';
import { expectJoinFailedOffline, expectOnePlatformCall } from '../expectations';
import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// Our WebCall on the real daily-js, offline: the platform API is answered by page.route and Daily's
// call-machine bundle host is blocked, so a start gets as far as the join and fails there.

const CREATED_CALL = { id: 'call_contract_1', webCallUrl: 'https://example.daily.co/contract-room' };
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

/** Answers `POST /call/web` like the platform (201 with the room URL) and records what each request sent. */
async function answerWebCallCreation(page: Page) {
  const received: { authorization: string | null; body: unknown }[] = [];
  await page.route('https://api.vapi.ai/call/web', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    received.push({
      authorization: await request.headerValue('authorization'),
      body: request.postDataJSON(),
    });
    return route.fulfill({
      status: 201,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify(CREATED_CALL),
    });
  });
  return received;
}

/** Daily makes 3 attempts to load its bundle, 3000 ms apart: run the page's fake clock past all of them. */
async function runPastBundleRetries(page: Page): Promise<void> {
  for (let step = 0; step < 4; step += 1) {
    await page.waitForTimeout(100);
    await page.clock.runFor(3000);
  }
}

/** A new WebCall of the page starts, and is reported once Daily has given up loading its bundle at the join. */
async function startNewCallToTheJoin(page: Page) {
  const index = await page.evaluate(
    ({ publicKey, target }) => {
      window.contract.createCall({ publicKey });
      return window.contract.start(target);
    },
    { publicKey: PUBLIC_KEY, target: TARGET },
  );
  await runPastBundleRetries(page);
  return page.evaluate((index) => window.contract.report(index), index);
}

const bundleRequests = (requests: string[]) =>
  requests.filter((request) => request.includes('://c.daily.co/'));

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await openContractPage(page);
  await page.route('https://c.daily.co/**', (route) => route.abort('blockedbyclient'));
});

test('a join whose call-machine bundle cannot load fails start() at the join and cleans up', async ({
  page,
  externalRequests,
}) => {
  const received = await answerWebCallCreation(page);

  const report = await startNewCallToTheJoin(page);

  expectJoinFailedOffline(expect, report);
  expectOnePlatformCall(expect, received);
  expect(bundleRequests(externalRequests)).toHaveLength(3);
});

test('after a failed join the same WebCall creates a new call object on its next start', async ({
  page,
  externalRequests,
}) => {
  const received = await answerWebCallCreation(page);
  await page.evaluate((publicKey) => window.contract.createCall({ publicKey }), PUBLIC_KEY);

  for (const index of [0, 1]) {
    await page.evaluate((target) => window.contract.start(target), TARGET);
    await runPastBundleRetries(page);
    await page.evaluate((index) => window.contract.report(index), index);
  }
  const report = await page.evaluate(() => window.contract.report(1));

  // A call object left behind by the first start would fail the second with Daily's duplicate-instance error
  // at the creation stage; instead the second start also reaches the join.
  expect(report.errors.map((error) => error.type)).toEqual([
    'daily-call-join-error',
    'daily-call-join-error',
  ]);
  expect(report.progress.filter((entry) => entry === 'daily-call-object-creation:completed')).toHaveLength(2);
  expect(report.state).toBe('idle');
  expect(report.dailyInstanceLeft).toBe(false);
  expect(received).toHaveLength(2);
  expect(bundleRequests(externalRequests)).toHaveLength(6);
});

test('a call object daily-js refused leaves no duplicate behind: the next WebCall of the page reaches the join', async ({
  page,
}) => {
  await answerWebCallCreation(page);
  // daily-js registers the instance before it validates the options, and cannot destroy it afterwards.
  const refused = await page.evaluate(
    ({ publicKey, target }) => {
      window.contract.createCall({ publicKey, callObject: { videoSource: 42 as never } });
      return window.contract.report(window.contract.start(target));
    },
    { publicKey: PUBLIC_KEY, target: TARGET },
  );
  expect(refused.errors).toEqual([
    {
      type: 'daily-call-object-creation-error',
      stage: 'daily-call-object-creation',
      message: expect.stringContaining('videoSource'),
    },
  ]);

  for (const attempt of [0, 1]) {
    const report = await startNewCallToTheJoin(page);
    // Not Daily's "Duplicate DailyIframe instances are not allowed" at the creation: the join is reached.
    expect(
      report.errors.map((error) => error.type),
      `attempt ${attempt}`,
    ).toEqual(['daily-call-join-error']);
    expect(report.state).toBe('idle');
  }
});

test('WebCall refuses oversize userData before daily-js sees it', async ({ page }) => {
  await answerWebCallCreation(page);
  const dailyConsoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') dailyConsoleErrors.push(message.text());
  });

  const report = await page.evaluate(
    async ({ publicKey, target }) => {
      window.contract.createCall({ publicKey, callObject: { userData: 'x'.repeat(5000) } });
      return window.contract.report(window.contract.start(target));
    },
    { publicKey: PUBLIC_KEY, target: TARGET },
  );
  // Daily's slot is still free: its own check would have left a broken instance that blocks this.
  const nextState = await page.evaluate(() => window.DailyIframe.createCallObject().meetingState());

  expect(report.callId).toBeNull();
  expect(report.state).toBe('idle');
  // Refused with the target, before the microphone or the platform is asked.
  expect(report.errors).toEqual([
    {
      type: 'validation-error',
      stage: 'input-validation',
      message: expect.stringContaining('userData is too large (5000 characters)'),
    },
  ]);
  expect(report.failed).toEqual([
    { stage: 'input-validation', message: expect.stringContaining('userData is too large') },
  ]);
  expect(report.dailyInstanceLeft).toBe(false);
  expect(dailyConsoleErrors.filter((text) => text.includes('Maximum size suppported'))).toEqual([]);
  expect(nextState).toBe('new');
});
