import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { czechTypography } from '../../src/i18n/format';
import { expect, inProjectLanguage, test } from '../support/fixtures';
import { demoButton, LANGUAGES, type Language, open, storedSettings, THEMES, text } from '../support/site';

// The transcript of the live demo, on the simulated platform: the recording's WebVTT cues reach the page as the
// platform's own transcript messages (partial, then final) through web-call's transcript, and the sample player
// shows the same cues while it plays.

/**
 * The first line each recording says (the receptionist), as the captions have it and the page shows it (Czech with
 * Czech typography: "U Řeky" keeps its no-break space).
 */
const FIRST_LINE: Record<Language, string> = {
  en: 'Good afternoon, Riverside Dental, you’re speaking with the clinic’s AI assistant. How can I help?',
  cs: czechTypography(
    'Dobrý den, zubní ordinace U Řeky, mluvíte s umělou inteligencí ordinace. Jak vám mohu pomoci?',
  ),
};
const SECOND_LINE_START: Record<Language, string> = { en: 'Hi.', cs: 'Dobrý den, od včerejška' };

const transcript = (page: Page, language: Language) =>
  page.locator('#how-it-works').getByRole('log', { name: text(language, 'demo.transcriptTitle') });

/** The log's lines, as shown (speaker: text), and whether each is final. */
const lines = (page: Page, language: Language) =>
  transcript(page, language)
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => ({ text: item.textContent ?? '', final: item.dataset.final })),
    );

test.describe('the demo transcript', () => {
  test.use(inProjectLanguage);

  test('fills during a simulated call: the line being said grows, then stays final; it stays after the call', async ({
    page,
    language,
  }) => {
    test.setTimeout(45_000);
    await open(page);
    const log = transcript(page, language);
    await expect(log).toHaveText(text(language, 'demo.transcriptEmpty'));
    await demoButton(page).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'active', { timeout: 10_000 });

    // A partial line first: the receptionist's first words, not yet the whole sentence.
    await expect
      .poll(async () => (await lines(page, language))[0], { timeout: 5_000, intervals: [100] })
      .toMatchObject({ final: 'false' });
    const partial = (await lines(page, language))[0]?.text ?? '';
    expect(partial.startsWith(`${text(language, 'demo.speaker.assistant')}: `)).toBe(true);
    expect(partial.length).toBeLessThan(
      `${text(language, 'demo.speaker.assistant')}: ${FIRST_LINE[language]}`.length,
    );

    await expect
      .poll(async () => (await lines(page, language))[0], { timeout: 8_000 })
      .toEqual({
        text: `${text(language, 'demo.speaker.assistant')}: ${FIRST_LINE[language]}`,
        final: 'true',
      });
    // The recording's patient answers (a simulated call plays a recorded conversation).
    await expect
      .poll(async () => (await lines(page, language))[1]?.text ?? '', { timeout: 8_000 })
      .toContain(`${text(language, 'demo.speaker.patient')}: ${SECOND_LINE_START[language]}`);

    // The page did not move to follow the log.
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await demoButton(page).click();
    await expect(demoButton(page)).toHaveAttribute('data-state', 'idle');
    expect((await lines(page, language)).length).toBeGreaterThanOrEqual(2);
  });

  test('the recorded-call player shows the same cues while it plays', async ({ page, language }) => {
    await open(page);
    await page
      .locator('#how-it-works')
      .getByRole('button', { name: text(language, 'demo.samplePlay') })
      .click();
    await expect
      .poll(async () => (await lines(page, language))[0], { timeout: 10_000 })
      .toEqual({
        text: `${text(language, 'demo.speaker.assistant')}: ${FIRST_LINE[language]}`,
        final: 'true',
      });
    await expect
      .poll(async () => (await lines(page, language))[1]?.text ?? '', { timeout: 8_000 })
      .toContain(`${text(language, 'demo.speaker.patient')}: ${SECOND_LINE_START[language]}`);
    await page
      .locator('#how-it-works')
      .getByRole('button', { name: text(language, 'demo.samplePause') })
      .click();
  });
});

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test.describe(`${theme}, ${language}`, () => {
      test.use({ ...storedSettings({ theme, language }), reducedMotion: 'reduce' });

      test('the demo with its transcript shown: no axe violations', async ({ page, isMobile }) => {
        test.skip(isMobile, 'colours and names do not depend on the viewport: checked on desktop');
        await open(page);
        await page
          .locator('#how-it-works')
          .getByRole('button', { name: text(language, 'demo.samplePlay') })
          .click();
        // A final line and the line being said, both shown.
        await expect
          .poll(async () => (await lines(page, language)).map((line) => line.final).join(), {
            timeout: 12_000,
          })
          .toBe('true,false');
        await page
          .locator('#how-it-works')
          .getByRole('button', { name: text(language, 'demo.samplePause') })
          .click();
        const results = await new AxeBuilder({ page })
          .include('#how-it-works')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          results.violations.map((violation) => ({
            rule: violation.id,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          })),
        ).toEqual([]);
      });
    });
  }
}
