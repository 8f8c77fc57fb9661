import { chromiumArgs, executablePath } from '../../../../scripts/playwright-chromium';
import { expectResumedAfterBlock } from '../expectations';
import { answerWebCalls, expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// Chromium's autoplay rule as a visitor meets it: nothing plays until the document has had a user gesture.
// A launch option: it needs its own file. The page starts the call by itself (`?scenario=autoplay`), because a
// spec's `page.evaluate` runs as a user gesture and would unlock playback before the call started.
test.use({
  permissions: [],
  launchOptions: {
    executablePath,
    args: [
      ...chromiumArgs.filter((arg) => !arg.startsWith('--autoplay-policy=')),
      '--autoplay-policy=document-user-activation-required',
    ],
  },
});

test('the assistant refused without a gesture: audio-blocked and the snapshot; a real click on resume plays it', async ({
  page,
}) => {
  // Playwright's own exchanges with a page may count as gestures there (evaluate does). So the call runs in a
  // cross-origin frame (localhost inside 127.0.0.1) that Playwright never touches before the click: a gesture in
  // the top document does not reach it, and the frame has no autoplay delegation.
  await page.route('http://localhost:4310/**', (route) => route.continue());
  await page.goto('/');
  const nextOutcome = () =>
    page
      .waitForEvent('console', (message) => /^autoplay: (?!start)/.test(message.text()))
      .then((message) => message.text());
  const blocked = nextOutcome();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'http://localhost:4310/?scenario=autoplay';
    document.body.append(frame);
  });
  expect(await blocked).toBe('autoplay: blocked');
  const frame = page.frames().find((f) => f.url().startsWith('http://localhost:4310/'));
  const resumed = nextOutcome();
  await frame?.click('#resume');
  expect(await resumed).toBe('autoplay: resumed');
  const report = await frame?.evaluate(() => window.autoplayReport);
  expectResumedAfterBlock(expect, report);
});

test('a call started from a real click plays the assistant whose track comes after the click', async ({
  page,
}) => {
  await answerWebCalls(page);
  await openContractPage(page);
  // Playwright's evaluate is a gesture in Chromium, which unlocks the whole document: what this guards is the
  // element primed in the click, which the track then plays in (its time runs, and no resume is needed).
  await page.evaluate(() => window.scenarios.startCallButton());
  await page.click('#start-call');
  const result = await page.evaluate(() => window.scenarios.assistantAfterClick());
  expect(result).toMatchObject({
    started: true,
    blockedEvents: 0,
    audioBlocked: false,
    paused: false,
    playing: true,
  });
});
