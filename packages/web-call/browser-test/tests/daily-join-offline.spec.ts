import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// What the real daily-js 0.84 does when its call-machine bundle cannot load, which WebCall's join stage and
// cleanup are built on: the join rejects with a plain string (not an Error), a fatal `error` event carries a
// connection-error, and the failed call object stays registered until someone destroys it.

type JoinProbe = {
  call: ReturnType<Window['DailyIframe']['createCallObject']>;
  events: string[];
  fatal: unknown[];
  join: Promise<{ rejected: boolean; type: string; message: string }>;
};

test('a join whose bundle cannot load rejects with a string, emits a fatal error and must be destroyed', async ({
  page,
  externalRequests,
}) => {
  await page.clock.install();
  await openContractPage(page);
  await page.route('https://c.daily.co/**', (route) => route.abort('blockedbyclient'));

  await page.evaluate(() => {
    const call = window.DailyIframe.createCallObject();
    const events: string[] = [];
    const fatal: unknown[] = [];
    for (const name of ['loading', 'load-attempt-failed', 'error', 'call-instance-destroyed'] as const) {
      call.on(name, () => events.push(name));
    }
    call.on('error', (event) => fatal.push(event.error));
    const join = call.join({ url: 'https://example.daily.co/room' }).then(
      () => ({ rejected: false, type: 'none', message: '' }),
      (reason: unknown) => ({ rejected: true, type: typeof reason, message: String(reason) }),
    );
    const probe: JoinProbe = { call, events, fatal, join };
    Object.assign(window, { __join: probe });
  });
  // Three load attempts, 3000 ms apart, on the page's fake clock.
  for (let step = 0; step < 4; step += 1) {
    await page.waitForTimeout(100);
    await page.clock.runFor(3000);
  }
  const outcome = await page.evaluate(async () => {
    const { call, events, fatal, join } = (window as unknown as { __join: JoinProbe }).__join;
    const attempt = () => {
      try {
        window.DailyIframe.createCallObject();
        return 'created';
      } catch (thrown) {
        return String(thrown);
      }
    };
    const result = { join: await join, events: [...events], fatal, state: call.meetingState() };
    const beforeDestroy = { destroyed: call.isDestroyed(), next: attempt() };
    await call.destroy();
    return { ...result, beforeDestroy, afterDestroy: attempt() };
  });

  expect(outcome.join).toEqual({
    rejected: true,
    type: 'string',
    message: expect.stringContaining('Failed to load call object bundle'),
  });
  expect(outcome.events).toEqual([
    'loading',
    'load-attempt-failed',
    'load-attempt-failed',
    'load-attempt-failed',
    'error',
  ]);
  expect(outcome.fatal).toEqual([
    expect.objectContaining({ type: 'connection-error', msg: 'Failed to load call object bundle.' }),
  ]);
  expect(outcome.state).toBe('error');
  // Daily does not destroy the failed call object itself: until it is destroyed no new one can be created.
  expect(outcome.beforeDestroy).toEqual({
    destroyed: false,
    next: expect.stringContaining('Duplicate DailyIframe instances are not allowed'),
  });
  expect(outcome.afterDestroy).toBe('created');
  expect(externalRequests.filter((request) => request.includes('://c.daily.co/'))).toHaveLength(3);
});
