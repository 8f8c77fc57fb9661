import { expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// WebCall creates the call object before it knows whether the call records video, then lets the join decide:
// `startVideoOff: true` for a voice call, `false` for a recorded one. daily-js (0.92) checks join properties
// against its list of known ones and drops (with a console warning) any it does not know; this proves
// `startVideoOff` is kept.

test.beforeEach(async ({ page }) => {
  await openContractPage(page);
  await page.route('https://c.daily.co/**', (route) => route.abort('blockedbyclient'));
});

test('join keeps startVideoOff and startAudioOff on a call object created with the default camera', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.evaluate(async () => {
    const attempt = async (properties: Record<string, unknown>) => {
      const call = window.DailyIframe.createCallObject({ audioSource: true });
      // Offline the join cannot finish; the property check happens before any loading.
      void call.join({ url: 'https://example.daily.co/room', ...properties }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      await call.destroy();
    };
    await attempt({ subscribeToTracksAutomatically: false, startVideoOff: false });
    await attempt({ subscribeToTracksAutomatically: false, startVideoOff: true });
    // A visitor who muted while connecting joins with the microphone off.
    await attempt({ subscribeToTracksAutomatically: false, startVideoOff: true, startAudioOff: true });
    // The control: a misspelt property is dropped with a warning.
    await attempt({ startVideoOf: true });
  });

  const dropped = warnings.filter((text) => text.includes('unrecognized property'));
  expect(dropped).toEqual([expect.stringContaining("'startVideoOf'")]);
});
