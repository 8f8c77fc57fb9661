import { test as base, expect } from '@playwright/test';
import { type Language, projectLanguage, settingsState } from './site';

/** What the guard saw while a test ran; every list must stay empty unless the test says otherwise. */
export type PageGuard = {
  cspViolations: string[];
  pageErrors: string[];
  hydrationWarnings: string[];
  externalRequests: string[];
};

type GuardOptions = {
  /** Page errors a test provokes on purpose (matched against the message). */
  expectedPageErrors: RegExp[];
  /** CSP violations a test expects (matched against the report), e.g. a third party's blocked telemetry. */
  expectedCspViolations: RegExp[];
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** True for the preview server and for in-page URLs that never leave the browser. */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return LOCAL_HOSTS.has(hostname);
}

const CSP_CONSOLE = /content security policy|refused to (load|execute|connect|apply|frame|create)/i;
const HYDRATION_CONSOLE = /hydrat|did not match/i;

const REPORT_BINDING = '__reportCspViolation';

// Runs in every document before its own scripts, so a violation by an early inline script is caught too. The
// binding is a DevTools-protocol channel, so the page's own CSP cannot block the report.
function watchCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/**
 * The site's test: every page it opens fails the test on a CSP violation, an uncaught page error or a hydration
 * warning, and any request that would leave 127.0.0.1 is blocked and recorded (and fails the test unless a test
 * routes that host itself, as the booking tests do for the scheduling script).
 */
export const test = base.extend<GuardOptions & { guard: PageGuard; language: Language }>({
  expectedPageErrors: [[], { option: true }],
  expectedCspViolations: [[], { option: true }],
  // The project's language (see projectLanguage), stored before the page loads.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  language: async ({}, use, testInfo) => {
    await use(projectLanguage(testInfo.project.name));
  },
  guard: [
    async ({ page, context, expectedPageErrors, expectedCspViolations }, use) => {
      const guard: PageGuard = {
        cspViolations: [],
        pageErrors: [],
        hydrationWarnings: [],
        externalRequests: [],
      };

      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (isLocalUrl(url)) return route.continue();
        guard.externalRequests.push(`${route.request().method()} ${url}`);
        return route.abort('blockedbyclient');
      });
      await context.routeWebSocket(/.*/, (socket) => {
        if (isLocalUrl(socket.url())) return socket.connectToServer();
        guard.externalRequests.push(`WS ${socket.url()}`);
        return socket.close();
      });
      const reportViolation = (text: string) => {
        if (!expectedCspViolations.some((pattern) => pattern.test(text))) guard.cspViolations.push(text);
      };
      await context.exposeBinding(REPORT_BINDING, (_source, text: string) => reportViolation(text));
      await context.addInitScript(watchCspViolations, REPORT_BINDING);

      page.on('pageerror', (error) => {
        if (!expectedPageErrors.some((pattern) => pattern.test(error.message)))
          guard.pageErrors.push(error.message);
      });
      page.on('console', (message) => {
        const text = message.text();
        if (CSP_CONSOLE.test(text)) reportViolation(`console: ${text}`);
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_CONSOLE.test(text)) {
          guard.hydrationWarnings.push(text);
        }
      });

      await use(guard);

      expect.soft(guard.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect.soft(guard.pageErrors, 'uncaught page errors').toEqual([]);
      expect.soft(guard.hydrationWarnings, 'hydration warnings').toEqual([]);
      expect.soft(guard.externalRequests, 'requests that would leave the machine').toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens pages in the project's language: `test.use(inProjectLanguage)` at the top of a describe or file. */
export const inProjectLanguage = {
  storageState: async (
    { language }: { language: Language },
    use: (state: ReturnType<typeof settingsState>) => Promise<void>,
  ) => {
    await use(settingsState({ language }));
  },
};

export { expect };
