import type { Page } from '@playwright/test';
import { chromiumArgs, executablePath } from '../support/browser';
import { expect, test } from '../support/fixtures';
import {
  alert,
  LIVE_PAGES,
  mockedPlatform,
  type PlatformMock,
  preparedPlatformMock,
} from '../support/live-platform';
import { demoButton, open, text } from '../support/site';

// The keyed build with web-call's testing fake for Daily (project "call", `build:e2e-call`): the platform is the
// project's mock, the microphone Chromium's fake device, and the test plays the room's part through
// `window.fakeDaily` (e2e/support/fake-daily.ts). Sound needs a user activation here
// (`--autoplay-policy=document-user-activation-required`); since the click on the call button gives one, the
// refusal a browser with a per-element policy makes (Safari on iOS) is made by the page itself, until the visitor
// presses the demo's control.

test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [
      ...chromiumArgs.filter((arg) => !/^--autoplay-policy=/.test(arg)),
      '--autoplay-policy=document-user-activation-required',
    ],
  },
});

let platform: PlatformMock;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  platform = await preparedPlatformMock();
});

const status = (page: Page) => page.locator('#how-it-works [role="status"]');
/** Who is talking: shown beside the status line, outside its live region. */
const turn = (page: Page) => page.locator('#how-it-works [data-demo-turn]');
const resumeButton = (page: Page) => page.locator('#how-it-works [data-demo-resume-audio]');

/** Opens the page, starts a call by clicking, and waits until it is under way. */
async function startCall(page: Page, language: 'en' | 'cs') {
  const requests = await mockedPlatform(page, platform);
  await open(page, LIVE_PAGES[language]);
  await demoButton(page).click();
  await expect(demoButton(page)).toHaveAttribute('data-state', 'active');
  expect(requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    'POST /call/web',
  ]);
}

/** The browser refuses to play the assistant until the page says otherwise (`window.refusePlay = false`). */
function refusePlayback() {
  const play = HTMLMediaElement.prototype.play;
  Object.assign(window, { refusePlay: true });
  HTMLMediaElement.prototype.play = function playUnlessRefused(this: HTMLMediaElement) {
    return (window as unknown as { refusePlay: boolean }).refusePlay
      ? Promise.reject(new DOMException('Playback needs a gesture on this element', 'NotAllowedError'))
      : play.call(this);
  };
}

/** The platform's last word on the call, then the room ends it (Daily's `ejected`). */
const platformEnds = (page: Page, endedReason: string) =>
  page.evaluate((reason) => {
    window.fakeDaily.last?.emitAppMessage(
      JSON.stringify({ type: 'status-update', status: 'ended', endedReason: reason }),
    );
    window.fakeDaily.last?.emitEjected();
  }, endedReason);

/** The assistant's audio track starts: a real tone, as the room would send it. */
const assistantSpeaks = (page: Page) =>
  page.evaluate(() => {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const destination = context.createMediaStreamDestination();
    tone.connect(destination);
    tone.start();
    const [track] = destination.stream.getAudioTracks();
    window.fakeDaily.last?.emitTrackStarted({ track });
  });

for (const language of ['en', 'cs'] as const) {
  test.describe(language, () => {
    test('sound the browser refuses: a control to hear the assistant, which plays it', async ({ page }) => {
      await page.addInitScript(refusePlayback);
      await startCall(page, language);
      await assistantSpeaks(page);
      await expect(resumeButton(page)).toHaveText(text(language, 'demo.resumeAudio'));
      await page.evaluate(() => Object.assign(window, { refusePlay: false }));
      await resumeButton(page).click();
      await expect(resumeButton(page)).toHaveCount(0);
      await expect(demoButton(page)).toBeFocused();
      expect(
        await page.evaluate(() =>
          Array.from(document.querySelectorAll('audio')).some((audio) => !audio.paused),
        ),
        'the assistant plays',
      ).toBe(true);
    });

    test('a microphone that hears nothing: a hint, gone once the visitor is heard', async ({ page }) => {
      await startCall(page, language);
      // Silence, as Daily reports the local level, until the hint shows (web-call waits four seconds of it).
      await page.evaluate(() => {
        const timer = setInterval(() => window.fakeDaily.last?.emitLocalAudioLevel(0), 100);
        Object.assign(window, { silenceTimer: timer });
      });
      await expect(status(page)).toHaveAttribute('data-demo-status', 'mic-silent');
      await expect(status(page)).toHaveText(text(language, 'demo.micSilent'));
      await page.evaluate(() => {
        clearInterval((window as unknown as { silenceTimer: number }).silenceTimer);
        window.fakeDaily.last?.emitLocalAudioLevel(0.4);
      });
      await expect(status(page)).not.toHaveAttribute('data-demo-status');
      // "Listening" is back, shown but outside the live region: no turn of the call is read out over it.
      await expect(turn(page)).toHaveText(text(language, 'demo.listening'));
      await expect(status(page)).toHaveText('');
      await expect(turn(page).locator('xpath=ancestor-or-self::*[@aria-live or @role="status"]')).toHaveCount(
        0,
      );
    });

    test('a dropped connection is said, and the call goes on once it is back', async ({ page }) => {
      await startCall(page, language);
      await page.evaluate(() => window.fakeDaily.last?.emitNetworkConnection('interrupted'));
      await expect(status(page)).toHaveAttribute('data-demo-status', 'reconnecting');
      await expect(status(page)).toHaveText(text(language, 'demo.reconnecting'));
      await page.evaluate(() => window.fakeDaily.last?.emitNetworkConnection('connected'));
      await expect(status(page)).not.toHaveAttribute('data-demo-status');
      await expect(demoButton(page)).toHaveAttribute('data-state', 'active');
    });

    test('the assistant ending the call is a normal end, said in the status line, not an error', async ({
      page,
    }) => {
      await startCall(page, language);
      await platformEnds(page, 'assistant-ended-call');
      await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
      await expect(demoButton(page)).toHaveAccessibleName(text(language, 'demo.callButton'));
      await expect(status(page)).toHaveText(text(language, 'demo.callEnded'));
      await expect(alert(page)).toHaveText('');
    });

    test('a call the platform ends on a fault: the visitor is told it dropped', async ({ page }) => {
      await startCall(page, language);
      await platformEnds(page, 'pipeline-error-openai-llm-failed');
      await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
      await expect(alert(page)).toHaveText(text(language, 'demo.error.callDropped'));
      await expect(status(page)).toHaveText('');
    });

    test('the call ends while the control to hear the assistant has the focus: the call button takes it', async ({
      page,
    }) => {
      await page.addInitScript(refusePlayback);
      await startCall(page, language);
      await assistantSpeaks(page);
      await resumeButton(page).focus();
      await platformEnds(page, 'assistant-ended-call');
      await expect(resumeButton(page)).toHaveCount(0);
      await expect(demoButton(page)).toBeFocused();
      await expect(status(page)).toHaveText(text(language, 'demo.callEnded'));
    });
  });
}
