import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// What we rely on from the real daily-js (0.92) when WebCall creates, replaces and destroys call objects.

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

test('a new call object can be created only once destroy() has settled, not while it runs', async ({
  page,
}) => {
  // The rule the page-wide call-object lease relies on: Daily's destroy() first leaves the room, and the instance
  // counts until its promise settles.
  const result = await page.evaluate(async () => {
    const attempt = () => {
      try {
        window.DailyIframe.createCallObject();
        return 'created';
      } catch (thrown) {
        return String(thrown);
      }
    };
    const first = window.DailyIframe.createCallObject();
    const destroying = first.destroy();
    const whileDestroying = attempt();
    const destroyedWhileRunning = first.isDestroyed();
    await destroying;
    return {
      whileDestroying,
      destroyedWhileRunning,
      destroyedAfter: first.isDestroyed(),
      afterDestroy: attempt(),
    };
  });

  expect(result).toEqual({
    whileDestroying: expect.stringContaining('Duplicate DailyIframe instances are not allowed'),
    destroyedWhileRunning: false,
    destroyedAfter: true,
    afterDestroy: 'created',
  });
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

test('before the join a call object has no local participant: localAudio() is null, even after setLocalAudio', async ({
  page,
}) => {
  // What the fake call object imitates, and why WebCall applies a mute chosen while connecting once joined.
  const result = await page.evaluate(async () => {
    const call = window.DailyIframe.createCallObject();
    const before = call.localAudio();
    call.setLocalAudio(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = call.localAudio();
    await call.destroy();
    return { before, after };
  });

  expect(result).toEqual({ before: null, after: null });
});

test('setInputDevicesAsync with a null audio device id switches nothing', async ({ page }) => {
  // Why a fall back to the default microphone names the default device to Daily.
  const result = await page.evaluate(async () => {
    const call = window.DailyIframe.createCallObject();
    await call.setInputDevicesAsync({ audioDeviceId: 'chosen-microphone' });
    await call.setInputDevicesAsync({ audioDeviceId: null });
    const devices = (await call.getInputDevices()) as { mic?: { deviceId?: string } };
    await call.destroy();
    return devices.mic?.deviceId;
  });

  expect(result).toBe('chosen-microphone');
});
