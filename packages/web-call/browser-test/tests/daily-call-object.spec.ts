import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// What we rely on from the real daily-js 0.84 when WebCall creates, replaces and destroys call objects.

test.beforeEach(async ({ page }) => {
  await openContractPage(page);
});

test('creating a call object sends no request and leaves it in the "new" state', async ({
  page,
  externalRequests,
}) => {
  const state = await page.evaluate(async () => {
    const call = window.DailyIframe.createCallObject();
    // Give any lazy loading a chance to start before looking at the network.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return call.meetingState();
  });

  expect(state).toBe('new');
  expect(externalRequests).toEqual([]);
});

test('a second call object while one exists throws the duplicate-instance error', async ({ page }) => {
  const error = await page.evaluate(() => {
    window.DailyIframe.createCallObject();
    try {
      window.DailyIframe.createCallObject();
      return null;
    } catch (thrown) {
      return String(thrown);
    }
  });

  expect(error).toContain('Duplicate DailyIframe instances are not allowed');
});

test('after destroy() a new call object can be created', async ({ page }) => {
  const result = await page.evaluate(async () => {
    const first = window.DailyIframe.createCallObject();
    await first.destroy();
    const second = window.DailyIframe.createCallObject();
    return {
      firstDestroyed: first.isDestroyed(),
      secondState: second.meetingState(),
      current: window.DailyIframe.getCallInstance() === second,
    };
  });

  expect(result).toEqual({ firstDestroyed: true, secondState: 'new', current: true });
});

test('userData up to 4096 characters is accepted', async ({ page }) => {
  const state = await page.evaluate(() =>
    window.DailyIframe.createCallObject({ userData: 'x'.repeat(4096) }).meetingState(),
  );

  expect(state).toBe('new');
});

test('oversize userData throws and leaves a broken instance behind, so it must be checked beforehand', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  const result = await page.evaluate(() => {
    const attempt = (create: () => unknown) => {
      try {
        create();
        return 'created';
      } catch (thrown) {
        return String(thrown);
      }
    };
    return {
      oversize: attempt(() => window.DailyIframe.createCallObject({ userData: 'x'.repeat(5000) })),
      // The failed constructor has already registered itself as the one instance.
      next: attempt(() => window.DailyIframe.createCallObject()),
    };
  });

  expect(result.oversize).toContain("property 'userData': invalid userData type provided");
  expect(consoleErrors.join('\n')).toContain('userData is too large (5000 characters)');
  expect(result.next).toContain('Duplicate DailyIframe instances are not allowed');
});
