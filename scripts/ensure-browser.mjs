// The browser tests drive a real Chromium, and web-call's are checked again in Firefox. Playwright cannot download
// its own browsers on our machines, so the test command makes sure Debian's are there (see browser-path.mjs), or
// that CHROMIUM_PATH points at a Chromium, before anything runs. Firefox is a bonus: without it (or where it cannot
// be installed) its checks say they were skipped, and nothing fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FULL_BROWSER, findChromium, findFullChromium, HEADLESS_SHELL } from './browser-path.mjs';

/** Debian's Firefox ESR: web-call's Firefox checks (packages/web-call/browser-test/firefox). */
const FIREFOX = { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' };

const missing = process.env.CHROMIUM_PATH
  ? []
  : [HEADLESS_SHELL, FULL_BROWSER].filter(({ path }) => !existsSync(path));
const firefoxMissing = !existsSync(FIREFOX.path);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');

if (missing.length === 0 && (!firefoxMissing || !canInstall)) done();
if (!canInstall) {
  // The full browser runs every test, only slower; without it the blocked-microphone tests cannot run.
  if (findFullChromium()) done();
  fail(`Install Debian's ${missing.map((browser) => `"${browser.debianPackage}"`).join(' and ')}`);
}

const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
const install = (packages) => run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
const packages = missing.map((browser) => browser.debianPackage);
try {
  run(['update', '-qq']);
  if (packages.length > 0) {
    console.log(`browser: installing Debian's ${packages.join(' and ')}…`);
    install([...packages, 'fonts-liberation', 'fonts-dejavu-core']);
  }
} catch (error) {
  if (!findFullChromium()) fail(`Installing ${packages.join(' and ')} failed (${error.message})`);
  if (packages.length > 0)
    console.warn(
      `browser: installing ${packages.join(' and ')} failed; every suite runs in ${FULL_BROWSER.path}`,
    );
}
if (firefoxMissing) {
  console.log(`browser: installing Debian's ${FIREFOX.debianPackage} for web-call's Firefox checks…`);
  try {
    install([FIREFOX.debianPackage]);
  } catch (error) {
    console.warn(
      `browser: installing ${FIREFOX.debianPackage} failed (${error.message}); its checks will be skipped`,
    );
  }
}
done();

function done() {
  console.log(`browser: ${findChromium()}, and ${findFullChromium()} for the blocked-microphone tests`);
  process.exit(0);
}

function fail(what) {
  console.error(
    `${what}, or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.`,
  );
  process.exit(1);
}
