// Benchmark: what ten seconds of a simulated demo call cost the main thread of `/`, in Chromium: long tasks (over
// 50 ms) and the longest one, React commits per second, frames drawn and frames in which the visualiser moved. The
// figures depend on the machine and its load, so this reports them and never fails on one; the test of the same
// call (e2e/tests/live-demo-work.spec.ts) asserts only what no load can change.
// Usage (after `pnpm --filter site build`): node scripts/live-demo-bench.mjs [--runs 3] [--seconds 10] [--base-url URL]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { ensurePreviewServer } from './preview-server.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { module: browserSetup } = await runnerImport(
  join(siteDir, '..', '..', 'scripts', 'playwright-chromium.ts'),
);
const { module: probes } = await runnerImport(join(siteDir, 'e2e', 'support', 'call-probes.ts'));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    'base-url': { type: 'string', default: `http://127.0.0.1:${Number(process.env.SITE_E2E_PORT) || 4173}` },
  },
});
const runs = Number(args.runs);
const seconds = Number(args.seconds);
const baseUrl = args['base-url'];

async function oneCall(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  for (const probe of [probes.countReactCommits, probes.recordLongTasks, probes.recordAudioContexts])
    await page.addInitScript(probe);
  await page.goto(`${baseUrl}/`);
  const button = page.locator('#how-it-works').getByRole('button').first();
  await button.scrollIntoViewIfNeeded();
  // The page's own work first (lazy sections, images, reveals), so that the window measures the call.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await button.click();
  await page.locator('#how-it-works [data-speaking="true"]').waitFor({ timeout: 20_000 });
  // The visualiser draws only in view: the window measures the call as a visitor who watches it.
  await page.locator('#how-it-works [data-visualiser]').scrollIntoViewIfNeeded();
  const measured = await page.evaluate(probes.measureCallWindow, {
    callSeconds: seconds,
    wallLimitMs: seconds * 1_000 * 3,
  });
  await context.close();
  return measured;
}

const stop = await ensurePreviewServer(baseUrl);
const browser = await chromium.launch({
  executablePath: browserSetup.executablePath,
  args: [...browserSetup.chromiumArgs],
});
try {
  console.log(`/ with a simulated call, ${seconds} s of call audio per run, ${runs} runs, ${baseUrl}`);
  for (let run = 1; run <= runs; run += 1) {
    const m = await oneCall(browser);
    const perSecond = (count) => (count / m.callSeconds).toFixed(1);
    console.log(
      `  run ${run}: ${m.longTasks} long tasks (longest ${m.longestTaskMs.toFixed(0)} ms), ` +
        `${m.commits} React commits (${perSecond(m.commits)}/s), ${m.frames} frames (${perSecond(m.frames)}/s), ` +
        `bars moved in ${m.barFrames} (${m.barFramesWithoutCommit} without a commit), ` +
        `${m.transcriptLines} transcript lines, ${(m.wallMs / 1000).toFixed(1)} s wall`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
