import { fullBrowserPath } from '../../../../scripts/playwright-chromium';
import { answerWebCalls, expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// Chromium without its fake prompt UI and without the permission refuses getUserMedia (NotAllowedError), as a
// visitor's "Block" does: the full browser, since the headless shell has no prompt (it answers NotSupportedError).
// A launch option: it needs its own file (Playwright starts a worker for it).
test.use({
  permissions: [],
  launchOptions: {
    executablePath: fullBrowserPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream'],
  },
});

test('fails the start at microphone-permission with reason denied, before any platform call', async ({
  page,
}) => {
  const posts = await answerWebCalls(page);
  await openContractPage(page);
  const result = await page.evaluate(async () => {
    const { call, factory } = window.createFakeBackedCall();
    const errors: { type: string; reason?: string; stage?: string }[] = [];
    call.on('error', (e) =>
      errors.push({
        type: e.type,
        reason: 'reason' in e ? e.reason : undefined,
        stage: 'stage' in e ? e.stage : undefined,
      }),
    );
    const permission = await window.WebCall.microphonePermission();
    const started = await call.start({ assistantId: 'assistant-contract' });
    return { permission, started, errors, state: call.state, live: factory.live().length };
  });
  expect(result.permission).toBe('denied');
  expect(result.started).toBeNull();
  expect(result.errors).toEqual([
    { type: 'microphone-error', reason: 'denied', stage: 'microphone-permission' },
  ]);
  expect(result).toMatchObject({ state: 'idle', live: 0 });
  expect(posts()).toBe(0);
});
