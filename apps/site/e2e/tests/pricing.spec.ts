import { expect, test } from '../support/fixtures';
import { LANGUAGES, open, storedSettings, text } from '../support/site';

for (const language of LANGUAGES) {
  test.describe(`pricing (${language})`, () => {
    test.use({ ...storedSettings({ language }), reducedMotion: 'reduce' });

    test('switches between monthly and yearly prices, yearly marked "save 20"', async ({ page }) => {
      await open(page);
      const pricing = page.locator('#pricing');
      const billing = pricing
        .locator('[data-billing]')
        .or(pricing.and(page.locator('[data-billing]')))
        .first();
      await pricing.scrollIntoViewIfNeeded();
      await expect(billing).toHaveAttribute('data-billing', 'monthly');
      await expect(pricing.getByText(/save 20|20\s?%/i).first()).toBeVisible();

      const plans = pricing.locator('[data-plan]');
      await expect(plans).toHaveCount(2);
      const price = (plan: string) => pricing.locator(`[data-plan="${plan}"] [data-price]`);
      await expect(price('standard')).toHaveText(/399/);
      await expect(price('premium')).toHaveText(/499/);
      // Struck-through regular prices.
      await expect(pricing.locator('[data-plan="standard"] s, [data-plan="standard"] del')).toHaveText(/499/);
      await expect(pricing.locator('[data-plan="premium"] s, [data-plan="premium"] del')).toHaveText(/599/);

      await pricing
        .getByRole('radio', { name: new RegExp(text(language, 'pricing.yearly')) })
        .or(pricing.getByRole('button', { name: new RegExp(text(language, 'pricing.yearly')) }))
        .first()
        .click();
      await expect(billing).toHaveAttribute('data-billing', 'yearly');
      await expect(price('standard')).toHaveText(/319/);
      await expect(price('premium')).toHaveText(/399/);

      await pricing
        .getByRole('radio', { name: new RegExp(`^${text(language, 'pricing.monthly')}`) })
        .or(pricing.getByRole('button', { name: new RegExp(`^${text(language, 'pricing.monthly')}`) }))
        .first()
        .click();
      await expect(billing).toHaveAttribute('data-billing', 'monthly');
      await expect(price('standard')).toHaveText(/399/);
    });
  });
}
