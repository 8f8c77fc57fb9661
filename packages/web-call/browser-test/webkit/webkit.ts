import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { inject } from 'vitest';
import type {} from '../page/contract-window';
import { PLATFORM_CALLS_PATH } from './platform-stub';

/** Every launch: WebKit's mock capture devices (three microphones; speakers too with `SPEAKER_SELECTION`). */
const BASE_ARGS = [
  '--automation',
  '--enable-media-stream=true',
  '--enable-mock-capture-devices=true',
  '--enable-webrtc=true',
];

/**
 * Offline by construction, as the other suites are: every host but the page's goes to a closed port (Daily's
 * call-machine bundle fails to load, so the real daily-js fails its join). MiniBrowser's own options, one host per
 * `--ignore-host`: WebDriver's `proxy` capability left about one session in two unanswered here.
 */
const OFFLINE_ARGS = ['--proxy=http://127.0.0.1:9', '--ignore-host=127.0.0.1', '--ignore-host=localhost'];

/** Audible media only from a user gesture (or while the page captures): what Safari does by default. */
export const AUTOPLAY_DENIED = '--autoplay-policy=deny';
/**
 * Safari 18.4's speaker selection: `setSinkId` on each element and the speakers listed, WebKit's own rule that a
 * speaker is chosen only within a user gesture left on.
 */
export const SPEAKER_SELECTION = '--features=PerElementSpeakerSelection,ExposeSpeakers';

/** The W3C web element identifier's key. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface PlatformCall {
  authorization: string | undefined;
  body: unknown;
}

export interface WebKitSession {
  /** Loads `path` on the contract page's server in the top frame and waits until the page is ready. */
  open(path?: string): Promise<void>;
  /**
   * Runs `pageFunction` (self-contained; arguments and result as JSON carries them) in the current frame, and
   * settles with it. WebDriver's Execute Async Script is no user gesture in WebKit: only `click` is.
   */
  run<T, A extends unknown[]>(pageFunction: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Polls `pageFunction` until it answers truthy (polling is no gesture either). */
  waitFor<T>(pageFunction: () => T | Promise<T>, timeoutMs?: number): Promise<T>;
  /** WebDriver's Element Click on `selector`: a trusted click, with the user activation one gives. */
  click(selector: string): Promise<void>;
  /** Makes the `<iframe>` matching `selector` the frame `run` and `click` act in. */
  enterFrame(selector: string): Promise<void>;
  /** The page's `POST /call/web` requests since the last `clearPlatformCalls`. */
  platformCalls(): Promise<PlatformCall[]>;
  clearPlatformCalls(): Promise<void>;
  /**
   * Starts recording what the current frame throws and does not catch (exceptions, rejections); `open` does it
   * for the top frame. WebDriver classic reports neither, and WebKitWebDriver drops MiniBrowser's console.
   */
  watchErrors(): Promise<void>;
  /** What the current frame threw since `watchErrors`. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A port nothing listens on now, for the driver (two suites' drivers on one fixed port would collide). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Launches MiniBrowser with `args` under a new Xvfb, through WebKitWebDriver, and opens a session. The suite
 * runs one at a time.
 */
export async function launchWebKit(args: string[]): Promise<WebKitSession> {
  const port = await freePort();
  // Its own process group: xvfb-run, Xvfb, the driver, MiniBrowser and its web processes all end with one kill.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', inject('webkitDriver'), `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (driver.pid) writeFileSync(inject('webkitPidFile'), String(driver.pid));
  const driverOutput: string[] = [];
  const read = (data: Buffer) => driverOutput.push(String(data));
  driver.stdout?.on('data', read);
  driver.stderr?.on('data', read);
  // The whole group, even once xvfb-run itself has exited; resolves when none of it is left (or after 5 s), so
  // that the next launch never overlaps this one.
  const kill = async () => {
    const group = driver.pid;
    if (!group) return;
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Gone: the setup must not kill a group that a later process may lead under this number.
        rmSync(inject('webkitPidFile'), { force: true });
        return;
      }
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const root = `http://127.0.0.1:${port}`;
  const command = async (
    method: string,
    path: string,
    body?: object,
    timeoutMs = 30_000,
  ): Promise<unknown> => {
    const response = await fetch(root + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const { value } = (await response.json()) as { value: { error?: string; message?: string } | null };
    if (value?.error) throw new Error(`${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  };

  try {
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (driver.exitCode !== null)
        throw new Error(`WebKitWebDriver exited with ${driver.exitCode}: ${driverOutput.join('')}`);
      if (
        await fetch(`${root}/status`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${port} within 15 s.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { sessionId } = (await command('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {
            binary: inject('webkitBrowser'),
            args: [...BASE_ARGS, ...OFFLINE_ARGS, ...args],
          },
          timeouts: { script: 20_000, pageLoad: 15_000, implicit: 0 },
        },
      },
    })) as { sessionId: string };
    const session = `/session/${sessionId}`;
    const baseURL = inject('baseURL');

    const run: WebKitSession['run'] = async (pageFunction, ...args) => {
      const outcome = (await command('POST', `${session}/execute/async`, {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve(Array.prototype.slice.call(arguments, 0, -1))
            .then((args) => (${pageFunction.toString()})(...args))
            .then((value) => done({ value: value === undefined ? null : value }),
              (error) => done({ thrown: String(error && error.name) + ': ' + String(error && error.message) }));`,
        args,
      })) as { value?: unknown; thrown?: string };
      if (outcome.thrown !== undefined) throw new Error(`In the page: ${outcome.thrown}`);
      return outcome.value as never;
    };

    const find = async (selector: string) => {
      const element = (await command('POST', `${session}/element`, {
        using: 'css selector',
        value: selector,
      })) as Record<string, string>;
      return element;
    };

    const waitFor: WebKitSession['waitFor'] = async (pageFunction, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await run(pageFunction);
        if (value) return value;
        if (Date.now() > deadline)
          throw new Error(`Timed out after ${timeoutMs} ms waiting for ${pageFunction}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const watchErrors = () =>
      run(() => {
        const errors: string[] = [];
        (window as unknown as { webkitPageErrors: string[] }).webkitPageErrors = errors;
        window.addEventListener('error', (event) => errors.push(event.message));
        window.addEventListener('unhandledrejection', (event) =>
          errors.push(`Unhandled rejection: ${event.reason?.message ?? event.reason}`),
        );
      });

    return {
      async open(path = '/') {
        // Back to the top frame first: a check may have left the session inside a frame.
        await command('POST', `${session}/frame`, { id: null });
        await command('POST', `${session}/url`, { url: baseURL + path });
        await waitFor(() => window.contractPageReady === true, 15_000);
        await watchErrors();
      },
      watchErrors,
      pageErrors: () =>
        run(
          () =>
            (window as unknown as { webkitPageErrors?: string[] }).webkitPageErrors ?? [
              'watchErrors() was not called in this frame',
            ],
        ),
      run,
      waitFor,
      async click(selector) {
        const element = await find(selector);
        await command('POST', `${session}/element/${element[ELEMENT_KEY]}/click`, {});
      },
      async enterFrame(selector) {
        await command('POST', `${session}/frame`, { id: await find(selector) });
      },
      async platformCalls() {
        return (await fetch(baseURL + PLATFORM_CALLS_PATH)).json() as Promise<PlatformCall[]>;
      },
      async clearPlatformCalls() {
        await fetch(baseURL + PLATFORM_CALLS_PATH, { method: 'DELETE' });
      },
      async close() {
        // A driver that does not answer its close within 5 s is killed all the same: the run must end.
        await command('DELETE', session, undefined, 5_000).catch(() => {});
        await kill();
      },
    };
  } catch (error) {
    await kill();
    throw error;
  }
}
