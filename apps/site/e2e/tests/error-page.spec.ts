import { expect, inProjectLanguage, test } from '../support/fixtures';
import { open, text } from '../support/site';

test.describe(`unknown path (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test("shows 'Unexpected Application Error!' with a way home", async ({ page, language }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await page.getByRole('link', { name: text(language, 'error.home') }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#how-it-works')).toBeAttached();
  });
});

test('a client-side navigation to an unknown path shows the same page', async ({ page }) => {
  await open(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/nowhere/at/all');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
});
