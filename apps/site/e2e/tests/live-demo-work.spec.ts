import {
  commitsSoFar,
  countReactCommits,
  measureCallWindow,
  recordAudioContexts,
} from '../support/call-probes';
import { expect, test } from '../support/fixtures';
import { demoButton, open } from '../support/site';

// What a simulated call costs the page, counted in work rather than in time, so that a busy machine cannot fail it:
// React commits when the call's state or the transcript changes (a few times per second of call, measured on the
// audio thread's clock), and the visualiser's bars move through the DOM in frames where React did not commit at all:
// were React drawing them, every frame in which they moved would follow a commit.
// How long the main thread's tasks take is a benchmark figure (scripts/live-demo-bench.mjs), not a test.

/** Seconds of the call watched: the transcript has several lines by then. */
const CALL_SECONDS = 6;
/** The transcript's partial lines arrive at most every 300 ms, plus finals and speaking changes. */
const MAX_COMMITS_PER_CALL_SECOND = 4;
/** Frames in which the bars moved with no React commit since the frame before, waited for by the measurement. */
const BAR_FRAMES_WITHOUT_COMMIT = 5;

test('a simulated call: a few React commits per second of call, and the bars move without React', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, on the desktop project');
  test.setTimeout(90_000);
  await page.addInitScript(countReactCommits);
  await page.addInitScript(recordAudioContexts);
  await open(page);
  await page.locator('#how-it-works').scrollIntoViewIfNeeded();
  // The hook must really be wired, or "few commits" would prove nothing.
  await expect.poll(() => page.evaluate(commitsSoFar)).toBeGreaterThan(0);

  await demoButton(page).click();
  await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 20_000 });
  await expect(page.locator('#how-it-works [data-speaking="true"]')).toBeVisible({ timeout: 20_000 });
  // The bars move only while they are in view.
  await page.locator('#how-it-works [data-visualiser]').scrollIntoViewIfNeeded();

  const measured = await page.evaluate(measureCallWindow, {
    callSeconds: CALL_SECONDS,
    wallLimitMs: 60_000,
    barFramesWithoutCommit: BAR_FRAMES_WITHOUT_COMMIT,
  });
  testInfo.annotations.push({ type: 'figures', description: JSON.stringify(measured) });
  expect(measured.stillActive).toBe(true);
  expect(measured.callSeconds, 'the call played on').toBeGreaterThanOrEqual(CALL_SECONDS);
  expect(measured.transcriptLines, 'the transcript filled (it is what commits)').toBeGreaterThan(1);
  expect(measured.commits).toBeLessThanOrEqual(Math.ceil(measured.callSeconds * MAX_COMMITS_PER_CALL_SECOND));
  expect(measured.barFramesWithoutCommit).toBeGreaterThanOrEqual(BAR_FRAMES_WITHOUT_COMMIT);

  await demoButton(page).click();
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
});
