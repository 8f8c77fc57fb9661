import { expect, test } from '../support/fixtures';
import { demoButton, open } from '../support/site';

// Ten seconds of a simulated call (the bundled sample speaking, the visualiser drawing every frame, the transcript
// filling): the main thread stays free of long tasks, and React commits when the call's state or the transcript
// changes (a few times a second at most), never per audio frame.

const WINDOW_MS = 10_000;
/** The transcript's partial lines arrive at most every 300 ms, plus finals and speaking changes. */
const MAX_COMMITS_PER_SECOND = 4;

// A long task is wall time: on a loaded machine (other processes on the same cores, or a garbage collection late in
// a full run) a 30 ms frame can cross 50 ms; a full CI run on a fresh clone saw one such 71 ms task in an attempt
// that the retry passed. Two retries tell a busy machine from a regression, which fails every attempt; the figures of
// every attempt are reported.
test.describe.configure({ retries: 2 });

/** A stand-in for React DevTools' hook: React reports every commit to it, in production builds too. */
function countReactCommits(): void {
  const counter = { commits: 0 };
  Object.defineProperty(window, '__reactCommits', { value: counter });
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: () => {
        counter.commits += 1;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      setStrictMode: () => {},
    },
  });
}

function recordLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = [];
  Object.defineProperty(window, '__longTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

test('10 s of a simulated call: no long task over 50 ms, a few React commits a second, the visualiser moving', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, on the desktop project');
  test.setTimeout(40_000);
  await page.addInitScript(countReactCommits);
  await page.addInitScript(recordLongTasks);
  await open(page);
  // Let the page finish its own work first (lazy sections, images, reveals), so the window measures the call.
  await page.locator('#how-it-works').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  // The hook must really be wired, or "few commits" would prove nothing.
  const commitsWhileLoading = await page.evaluate(
    () => (window as unknown as { __reactCommits: { commits: number } }).__reactCommits.commits,
  );
  expect(commitsWhileLoading).toBeGreaterThan(0);

  const commitsBeforeCall = await page.evaluate(
    () => (window as unknown as { __reactCommits: { commits: number } }).__reactCommits.commits,
  );
  await demoButton(page).click();
  await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });
  await expect(page.locator('#how-it-works [data-speaking="true"]')).toBeVisible();

  const measured = await page.evaluate(async (windowMs) => {
    const commits = (window as unknown as { __reactCommits: { commits: number } }).__reactCommits;
    const longTasks = (window as unknown as { __longTasks: Array<{ start: number; duration: number }> })
      .__longTasks;
    const bars = Array.from(document.querySelectorAll<HTMLElement>('#how-it-works [data-bar]'));
    const levels = () => bars.map((bar) => bar.style.getPropertyValue('--level')).join();
    const startedAt = performance.now();
    const commitsBefore = commits.commits;
    let frames = 0;
    let moved = 0;
    let previous = levels();
    await new Promise<void>((resolve) => {
      const frame = () => {
        frames += 1;
        const current = levels();
        if (current !== previous) moved += 1;
        previous = current;
        if (performance.now() - startedAt < windowMs) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    const inWindow = longTasks.filter((task) => task.start >= startedAt);
    return {
      frames,
      moved,
      commits: commits.commits - commitsBefore,
      longTasks: inWindow.length,
      longestTaskMs: Math.max(0, ...inWindow.map((task) => task.duration)),
      longTaskOffsetsMs: inWindow.map((task) => Math.round(task.start - startedAt)),
      stillActive: document.querySelector('#how-it-works button')?.getAttribute('data-state') === 'active',
      transcriptLines: document.querySelectorAll('#how-it-works [role="log"] li').length,
    };
  }, WINDOW_MS);

  const commitsWholeCall =
    (await page.evaluate(
      () => (window as unknown as { __reactCommits: { commits: number } }).__reactCommits.commits,
    )) - commitsBeforeCall;
  Object.assign(measured, { commitsFromClickToEndOfWindow: commitsWholeCall });
  testInfo.annotations.push({ type: 'figures', description: JSON.stringify(measured) });
  console.log(`live demo, 10 s of a simulated call: ${JSON.stringify(measured)}`);
  expect(measured.stillActive).toBe(true);
  expect(measured.moved).toBeGreaterThan(100);
  expect(measured.longTasks).toBe(0);
  expect(measured.commits).toBeLessThanOrEqual((WINDOW_MS / 1000) * MAX_COMMITS_PER_SECOND);
  // Not one per frame: the bars move through the DOM alone.
  expect(measured.commits).toBeLessThan(measured.frames / 10);
  // The transcript did fill (it is what commits).
  expect(measured.transcriptLines).toBeGreaterThan(1);
  await demoButton(page).click();
  await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
});
