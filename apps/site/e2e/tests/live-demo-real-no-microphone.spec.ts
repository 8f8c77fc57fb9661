import { chromiumArgs, executablePath } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { alert, LIVE_PAGES, microphoneNote, platform } from '../support/live-platform';
import { demoButton, open, text } from '../support/site';

// The keyed build on a machine with no microphone at all (no fake device), the site allowed to use one.

test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs.filter((arg) => arg !== '--use-fake-device-for-media-stream'),
  },
  permissions: ['microphone'],
});

for (const language of ['en', 'cs'] as const) {
  test(`${language}: an allowed microphone that does not exist is said before any call is made`, async ({
    page,
  }) => {
    const posts = await platform(page);
    await open(page, LIVE_PAGES[language]);
    await expect(microphoneNote(page)).toHaveText(text(language, 'demo.microphoneReadyNote'));
    await demoButton(page).click();
    await expect(alert(page)).toHaveText(text(language, 'demo.error.noMicrophone'));
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    expect(posts).toHaveLength(0);
  });
}
