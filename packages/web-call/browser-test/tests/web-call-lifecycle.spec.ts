import { expectNoDuplicateCallObject } from '../expectations';
import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// WebCall's page-wide lifecycle on the real daily-js, offline: the platform API is answered by page.route and
// Daily's call-machine bundle host is blocked, so a start that runs gets as far as the join.

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

test.beforeEach(async ({ page }) => {
  await openContractPage(page);
  await page.route('https://c.daily.co/**', (route) => route.abort('blockedbyclient'));
  await page.route('https://api.vapi.ai/call/web', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({
          status: 201,
          headers: CORS,
          contentType: 'application/json',
          body: JSON.stringify({ id: 'call_lifecycle', webCallUrl: 'https://example.daily.co/room' }),
        }),
  );
});

test('stop() then start() in one tick, on one WebCall or on two, never meets a duplicate call object', async ({
  page,
}) => {
  const result = await page.evaluate(() => window.scenarios.stopStartInOneTick());

  expectNoDuplicateCallObject(expect, result);
});
