import { expect, inProjectLanguage, test } from '../support/fixtures';
import { open, text } from '../support/site';

test.describe("pricing (in the project's language)", () => {
  // Reduced motion: prices show their final value at once (the count-up has its own test).
  test.use({ ...inProjectLanguage, reducedMotion: 'reduce' });

  test('switches between monthly and yearly prices, yearly marked "save 20"', async ({ page, language }) => {
    await open(page);
    const pricing = page.locator('#pricing');
    const billing = pricing.locator('[data-billing]');
    await pricing.scrollIntoViewIfNeeded();
    await expect(billing).toHaveAttribute('data-billing', 'monthly');

    await expect(pricing.locator('[data-plan]')).toHaveCount(3);
    await expect(pricing.locator('[data-plan="enterprise"]')).toContainText(
      text(language, 'pricing.enterpriseName'),
    );
    const price = (plan: string) => pricing.locator(`[data-plan="${plan}"] [data-price]`);
    await expect(price('standard')).toHaveText(/399/);
    await expect(price('premium')).toHaveText(/499/);
    // Struck-through regular prices.
    await expect(pricing.locator('[data-plan="standard"] s')).toHaveText(/499/);
    await expect(pricing.locator('[data-plan="premium"] s')).toHaveText(/599/);

    const yearly = pricing.getByRole('button', {
      name: new RegExp(`^${text(language, 'pricing.yearly')}`),
    });
    const monthly = pricing.getByRole('button', {
      name: new RegExp(`^${text(language, 'pricing.monthly')}`),
    });
    await expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await expect(yearly).toContainText(/save 20|20\s?%/i);

    await yearly.click();
    await expect(billing).toHaveAttribute('data-billing', 'yearly');
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');
    await expect(monthly).toHaveAttribute('aria-pressed', 'false');
    await expect(price('standard')).toHaveText(/319/);
    await expect(price('premium')).toHaveText(/399/);

    await monthly.click();
    await expect(billing).toHaveAttribute('data-billing', 'monthly');
    await expect(price('standard')).toHaveText(/399/);
    await expect(price('premium')).toHaveText(/499/);
  });
});

// Enterprise's button: to the booking page in this build (no contact endpoint: contact.spec.ts), to the contact
// form when one is configured (test/sections/pricing/pricing-section.test.tsx).
