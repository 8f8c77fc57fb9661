// Benchmark: going from the landing page to the booking page, in Chromium with 4x CPU throttling, two ways:
// - client-side: a click on the header's booking link, followed by the router in the same document;
// - document load: the same move as a new document (what every page change was before the router), with the HTTP
//   cache warm from the landing page, as a visitor's would be.
// Each run starts from a freshly loaded, hydrated and idle `/`. Reported: the median and range over the runs of the time from
// the click to the booking page painted, and, for the document load, to the booking page hydrated (interactive; a
// client-side navigation is interactive when painted). Local server, no network throttling: this measures the
// browser's work, not the network. Not a test: it never fails on a number.
// Usage (after `pnpm --filter site build`): node scripts/navigation-bench.mjs [--runs 9] [--base-url URL]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { ensurePreviewServer } from './preview-server.mjs';
import { sitePages } from './site-pages.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The repository's one description of the browser its Playwright suites launch (TypeScript, read by Vite's runner).
const { module: browserSetup } = await runnerImport(
  join(siteDir, '..', '..', 'scripts', 'playwright-chromium.ts'),
);
const { chromiumArgs, executablePath } = browserSetup;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'base-url': { type: 'string', default: `http://127.0.0.1:${Number(process.env.SITE_E2E_PORT) || 4173}` },
    cpu: { type: 'string', default: '4' },
  },
});
const runs = Number(args.runs);
const cpuRate = Number(args.cpu);
const baseUrl = args['base-url'];
// The landing and booking pages of the default language, where the declaration puts them.
const pages = await sitePages();
const homePath = pages.find((page) => page.name === 'home')?.path;
const bookingPath = pages.find((page) => page.name === 'book-demo')?.path;
if (!homePath || !bookingPath) throw new Error('The site declares no home or no book-demo page');

/** A hydrated `/` in a throttled tab (the scheduling widget's host is cut off: a third party's time is not ours). */
async function landingPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/calendly\.com/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(`${baseUrl}${homePath}`);
  await page.waitForFunction(() => {
    const link = document.querySelector('header [data-book-demo]');
    return link && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
  });
  // A visitor reads before following a link: the page has loaded what it loads once idle.
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Click → booking page painted, within the document. */
async function clientSide(browser) {
  const { context, page } = await landingPage(browser);
  const painted = await page.evaluate(
    () =>
      new Promise((done) => {
        const start = performance.now();
        document.querySelector('header [data-book-demo]').click();
        // The booking page is on screen: its heading is, and the landing page's demo section is gone.
        const check = () => {
          if (document.querySelector('main h1') && !document.getElementById('how-it-works'))
            requestAnimationFrame(() => setTimeout(() => done(performance.now() - start)));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  const sameDocument = await page.evaluate(() => performance.getEntriesByType('navigation').length === 1);
  await context.close();
  if (!sameDocument) throw new Error('The client-side navigation loaded a new document');
  return { painted, hydrated: painted };
}

/** Click → booking page painted and hydrated, as a new document (warm cache). */
async function documentLoad(browser) {
  const { context, page } = await landingPage(browser);
  const started = await page.evaluate((path) => {
    const now = Date.now();
    window.location.assign(path);
    return now;
  }, bookingPath);
  await page.waitForURL(`**${bookingPath}`);
  const hydratedAt = await page.evaluate(
    () =>
      new Promise((done) => {
        const check = () => {
          const link = document.querySelector('header a[href]');
          if (link && Object.keys(link).some((key) => key.startsWith('__reactFiber')))
            requestAnimationFrame(() => setTimeout(() => done(Date.now())));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  // The paint entry can be recorded after hydration is seen, so it is awaited, not read once; a page that never
  // reports one within 5 s counts as missing.
  const paintedAt = await page.evaluate(
    () =>
      new Promise((done) => {
        const timer = setTimeout(() => done(Number.NaN), 5_000);
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          clearTimeout(timer);
          done(performance.timeOrigin + paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return { painted: paintedAt - started, hydrated: hydratedAt - started };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const summary = (all) => {
  const values = all.filter(Number.isFinite);
  const missing = all.length - values.length;
  return `median ${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})${
    missing > 0 ? `, ${missing} of ${all.length} runs without a paint entry` : ''
  }`;
};

const stop = await ensurePreviewServer(baseUrl);
const browser = await chromium.launch({ executablePath, args: [...chromiumArgs] });
try {
  const results = { client: [], document: [] };
  for (let run = 0; run < runs; run += 1) {
    // Alternated, so that a slower moment of a shared machine weighs on both alike.
    results.client.push(await clientSide(browser));
    results.document.push(await documentLoad(browser));
  }
  console.log(`${homePath} → ${bookingPath}, ${runs} runs each, CPU ${cpuRate}x slower, ${baseUrl}`);
  console.log(
    `  client-side navigation: painted and interactive ${summary(results.client.map((r) => r.painted))}`,
  );
  console.log(`  document load (warm cache): painted ${summary(results.document.map((r) => r.painted))}`);
  console.log(`  document load (warm cache): hydrated ${summary(results.document.map((r) => r.hydrated))}`);
} finally {
  await browser.close();
  await stop();
}
