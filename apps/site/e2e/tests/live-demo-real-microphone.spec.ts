import AxeBuilder from '@axe-core/playwright';
import { chromiumArgs, fullBrowserPath } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { alert, LIVE_PAGES, microphoneNote as note, platform } from '../support/live-platform';
import { demoButton, open, text } from '../support/site';

// The keyed build (project "live"), as a visitor meets it: a microphone exists (the fake device) but no prompt is
// answered for them (no fake UI, no permission granted: the full browser, headless, treats it as blocked; the
// headless shell has no prompt to block with), and sound needs a click
// (`--autoplay-policy=document-user-activation-required`). The platform is answered here and records every POST:
// none may be sent for a microphone the demo cannot have.

test.use({
  launchOptions: {
    ...(fullBrowserPath ? { executablePath: fullBrowserPath } : {}),
    args: [
      ...chromiumArgs.filter((arg) => !/^--use-fake-ui-for-media-stream$|^--autoplay-policy=/.test(arg)),
      '--autoplay-policy=document-user-activation-required',
    ],
  },
  permissions: [],
});

for (const language of ['en', 'cs'] as const) {
  test(`${language}: a blocked microphone is said before the click and after it, with no call made`, async ({
    page,
  }) => {
    const posts = await platform(page);
    await open(page, LIVE_PAGES[language]);
    // Read without a prompt: the browser blocks it for this page.
    await expect(note(page)).toHaveAttribute('data-demo-microphone', 'denied');
    await expect(note(page)).toHaveText(text(language, 'demo.microphoneBlockedNote'));
    await demoButton(page).click();
    await expect(alert(page)).toHaveText(text(language, 'demo.error.microphoneBlocked'));
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    await expect(demoButton(page)).toBeEnabled();
    await expect(demoButton(page)).toHaveAccessibleName(text(language, 'demo.callButton'));
    expect(posts).toHaveLength(0);
    // The message is announced (role=alert) and the demo, message included, passes axe's WCAG 2.1 AA rules.
    const results = await new AxeBuilder({ page })
      .include('#how-it-works')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
