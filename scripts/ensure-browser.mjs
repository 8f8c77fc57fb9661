// The browser tests drive a real Chromium. Playwright cannot download its own browsers on our machines, so the test
// command makes sure Debian's two are there (see browser-path.mjs), or that CHROMIUM_PATH points at one, before
// anything runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FULL_BROWSER, findChromium, findFullChromium, HEADLESS_SHELL } from './browser-path.mjs';

const missing = [HEADLESS_SHELL, FULL_BROWSER].filter(({ path }) => !existsSync(path));
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');

if (process.env.CHROMIUM_PATH || missing.length === 0) done();
if (!canInstall) {
  // The full browser runs every test, only slower; without it the blocked-microphone tests cannot run.
  if (findFullChromium()) done();
  fail(`Install Debian's ${missing.map((browser) => `"${browser.debianPackage}"`).join(' and ')}`);
}

const packages = missing.map((browser) => browser.debianPackage);
console.log(`browser: installing Debian's ${packages.join(' and ')}…`);
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run(['update', '-qq']);
  run([
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...packages,
    'fonts-liberation',
    'fonts-dejavu-core',
  ]);
} catch (error) {
  if (!findFullChromium()) fail(`Installing ${packages.join(' and ')} failed (${error.message})`);
  console.warn(
    `browser: installing ${packages.join(' and ')} failed; every suite runs in ${FULL_BROWSER.path}`,
  );
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
