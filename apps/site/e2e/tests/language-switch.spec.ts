import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LANGUAGES, type Language, open, scrollThroughPage, scrollToY, text } from '../support/site';

// The switch must change every text of the page, not only the first screen: the sections after the hero are the
// ones a visitor is looking at when they press it. Each project starts in its own language and goes to the other
// and back, so both directions run on both viewports.

/** The sections below the hero whose heading names them, with the key of that heading. */
const SECTIONS = [
  { id: 'how-it-works', heading: 'demo.title' },
  { id: 'features', heading: 'features.title' },
  { id: 'pricing', heading: 'pricing.title' },
  { id: 'about', heading: 'about.title' },
  { id: 'faq', heading: 'faq.title' },
  { id: 'contact', heading: 'contact.title' },
] as const;

const other = (language: Language): Language => LANGUAGES.find((each) => each !== language) ?? language;

const homePath = (language: Language) => (language === 'en' ? '/' : '/cs/');

/** Presses the header's switch to `language`, as a visitor does (no stored choice beforehand). */
async function switchTo(page: Page, language: Language): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${language}\\b`, 'i') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${homePath(language)}(#.*)?$`));
}

async function expectWholePageIn(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(text(language, 'meta.title'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text(language, 'hero.title'));
  for (const { id, heading } of SECTIONS) {
    await expect(page.locator(`[id="${id}"] h2`).first(), `#${id} in ${language}`).toHaveText(
      text(language, heading),
    );
  }
  await expect(page.locator('footer')).toContainText(text(language, 'footer.tagline'));
}

test('scrolled down to the FAQ, the switch turns every section into the other language, and back', async ({
  page,
  language,
}) => {
  const target = other(language);
  await open(page, homePath(language));
  // Every section has been on screen once (revealed, its code and texts in use) before the visitor switches.
  await scrollThroughPage(page);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await switchTo(page, target);
  await expectWholePageIn(page, target);
  await switchTo(page, language);
  await expectWholePageIn(page, language);
});

test('from the top, sections never shown yet are in the new language when they come into view', async ({
  page,
  language,
}) => {
  const target = other(language);
  await open(page, homePath(language));
  await switchTo(page, target);
  await scrollThroughPage(page);
  await expectWholePageIn(page, target);
  await scrollToY(page, 0);
  await switchTo(page, language);
  await scrollThroughPage(page);
  await expectWholePageIn(page, language);
});
