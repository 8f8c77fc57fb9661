import { expect, inProjectLanguage, test } from '../support/fixtures';
import { open, text } from '../support/site';

test.describe(`FAQ (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test('has 13 entries, opens one at a time and closes the open one on a second click', async ({
    page,
    language,
  }) => {
    await open(page);
    const faq = page.locator('#faq');
    const questions = faq.locator('button[aria-expanded]');
    await expect(questions).toHaveCount(13);
    await expect(questions.first()).toHaveText(text(language, 'faq.q1'));
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);

    const panelOf = async (index: number) => {
      const id = await questions.nth(index).getAttribute('aria-controls');
      expect(id, 'each question names the panel it controls').toBeTruthy();
      return page.locator(`[id="${id}"]`);
    };

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    const first = await panelOf(0);
    await expect(first).toBeVisible();
    await expect(first).toContainText(text(language, 'faq.a1'));
    // The panel is a region named by its question.
    await expect(faq.getByRole('region', { name: text(language, 'faq.q1') })).toContainText(
      text(language, 'faq.a1'),
    );

    await questions.nth(4).click();
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();
    await expect(await panelOf(4)).toContainText(text(language, 'faq.a5'));
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);

    await questions.nth(4).click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(await panelOf(4)).toBeHidden();
  });

  test('is operable with the keyboard', async ({ page }) => {
    await open(page);
    const question = page.locator('#faq button[aria-expanded]').nth(12);
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});
