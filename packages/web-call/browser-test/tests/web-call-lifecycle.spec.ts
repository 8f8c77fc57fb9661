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
  const result = await page.evaluate(async () => {
    const errors: string[] = [];
    const reached: string[] = [];
    const make = (name: string) =>
      new window.WebCall({ publicKey: 'public-key-contract', isMobile: () => false, logger: { warn() {} } })
        .on('error', (event) => errors.push(`${name} ${event.type}: ${event.error.message}`))
        .on('call-start-progress', (event) => {
          if (event.status === 'started') reached.push(`${name} ${event.stage}`);
        });
    const first = make('first');
    const second = make('second');
    const target = { assistantId: 'assistant-contract' };

    // One WebCall, as a StrictMode effect does it; then a remount onto a second WebCall.
    const starts = [first.start(target)];
    const stopped = first.stop();
    starts.push(first.start(target));
    // The second start waits until the first's call object is destroyed; here it reaches the call object.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAgain = first.stop();
    starts.push(second.start(target));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const last = second.stop();
    await Promise.all([...starts, stopped, stoppedAgain, last]);
    return {
      errors,
      // Since 0.3 the call object is created as the microphone stage begins (its own stage reports later).
      reachedCreation: reached.filter((entry) => entry.endsWith('microphone-permission')),
      instanceLeft: window.DailyIframe.getCallInstance() !== undefined,
      states: [first.state, second.state],
    };
  });

  expect(result.errors.filter((error) => error.includes('Duplicate'))).toEqual([]);
  expect(result.errors.filter((error) => error.includes('daily-call-object-creation-error'))).toEqual([]);
  expect(result.reachedCreation).toEqual(
    expect.arrayContaining(['first microphone-permission', 'second microphone-permission']),
  );
  expect(result.instanceLeft).toBe(false);
  expect(result.states).toEqual(['idle', 'idle']);
});
