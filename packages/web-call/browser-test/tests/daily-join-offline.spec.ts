import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// What the real daily-js 0.92 does when its call-machine bundle cannot load, which WebCall's join stage and
// cleanup are built on: it tries each of Daily's three domains three times, then the join rejects with a plain
// string (not an Error), a fatal `error` event carries a connection-error, and the failed call object stays
// registered until someone destroys it.

const BUNDLE_HOSTS = ['c.daily.co', 'c.dailywebrtc.com', 'c.dailywebrtc.net'] as const;

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
  for (const host of BUNDLE_HOSTS)
    await page.route(`https://${host}/**`, (route) => route.abort('blockedbyclient'));

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
  // Nine load attempts, up to 3000 ms apart, on the page's fake clock.
  for (let step = 0; step < 10; step += 1) {
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
  expect(outcome.events).toEqual(['loading', ...Array(9).fill('load-attempt-failed'), 'error']);
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
  const attempts = BUNDLE_HOSTS.map(
    (host) => externalRequests.filter((request) => request.includes(`://${host}/`)).length,
  );
  expect(attempts).toEqual([3, 3, 3]);
});
