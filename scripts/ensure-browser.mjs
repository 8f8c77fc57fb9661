// The browser tests drive a real Chromium. Playwright cannot download its own browser on our machines,
// so the test command makes sure Debian's Chromium is there (or CHROMIUM_PATH points at one) before anything runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));

if (found) {
  console.log(`browser: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'No Chromium found. Install Debian\'s "chromium" package (apt-get install chromium) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
  );
  process.exit(1);
}

console.log('browser: installing Debian chromium (first run on this machine)…');
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
run(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation', 'fonts-dejavu-core']);
console.log('browser: /usr/bin/chromium installed');
