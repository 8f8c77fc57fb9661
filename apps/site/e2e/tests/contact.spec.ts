import type { Page } from '@playwright/test';
import { expect, inProjectLanguage, test } from '../support/fixtures';
import { type Language, open, text } from '../support/site';

const form = (page: Page) => page.locator('#contact form');

async function fillValid(page: Page, language: Language): Promise<void> {
  const contact = form(page);
  await contact.getByLabel(text(language, 'contact.fullName')).fill('Jana Nováková');
  await contact.getByLabel(text(language, 'contact.email'), { exact: true }).fill('jana@example.org');
  await contact.getByLabel(text(language, 'contact.company')).fill('Zubní ordinace U Řeky');
  await contact.getByLabel(text(language, 'contact.service'), { exact: true }).selectOption('ai-agent');
  await contact.getByLabel(text(language, 'contact.problems')).fill('Missed calls at lunchtime.');
  await contact.getByLabel(text(language, 'contact.additional')).fill('Two locations.');
}

const consent = (page: Page, language: Language) =>
  form(page).getByRole('checkbox', { name: text(language, 'contact.consent') });

test.describe(`contact form (in the project's language)`, () => {
  test.use(inProjectLanguage);

  test('explains every missing field in the visitor’s language and requires consent', async ({
    page,
    language,
  }) => {
    await open(page);
    await form(page)
      .getByRole('button', { name: text(language, 'contact.submit') })
      .click();
    for (const key of [
      'contact.error.fullName',
      'contact.error.email',
      'contact.error.company',
      'contact.error.service',
      'contact.error.problems',
      'contact.error.consent',
    ] as const) {
      await expect(form(page).getByText(text(language, key))).toBeVisible();
    }
    // Fields point at their messages, so screen readers announce them.
    const name = form(page).getByLabel(text(language, 'contact.fullName'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(new RegExp(text(language, 'contact.error.fullName')));

    await fillValid(page, language);
    await form(page).getByLabel(text(language, 'contact.email'), { exact: true }).fill('not-an-email');
    await form(page)
      .getByRole('button', { name: text(language, 'contact.submit') })
      .click();
    await expect(form(page).getByText(text(language, 'contact.error.email'))).toBeVisible();
    await expect(form(page).getByText(text(language, 'contact.error.fullName'))).toBeHidden();
    await expect(form(page).getByText(text(language, 'contact.error.consent'))).toBeVisible();
  });

  test('without an endpoint: says plainly nothing was sent (not as a success), keeps every word, focuses the message and links to the booking page', async ({
    page,
    language,
  }) => {
    await open(page);
    await expect(page.locator('#contact').getByText(text(language, 'contact.simulatedNote'))).toBeVisible();
    await fillValid(page, language);
    await consent(page, language).check();
    await form(page)
      .getByRole('button', { name: text(language, 'contact.submit') })
      .click();
    const message = form(page).locator('[data-not-sent]');
    await expect(message).toHaveRole('alert');
    await expect(message).toContainText(text(language, 'contact.notSent'));
    await expect(message).toBeFocused();
    await expect(page.locator('#contact').getByText(text(language, 'contact.success'))).toHaveCount(0);
    await expect(page.locator('[data-form-status="sent"]')).toHaveCount(0);
    // Not dressed as a success: no green (brand) background; the warning's coral tint instead.
    const background = await message.evaluate((element) => getComputedStyle(element).backgroundColor);
    const brandSoft = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'bg-brand-soft';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(background).not.toBe(brandSoft);
    // Everything typed is still there.
    await expect(form(page).getByLabel(text(language, 'contact.fullName'))).toHaveValue('Jana Nováková');
    await expect(form(page).getByLabel(text(language, 'contact.problems'))).toHaveValue(
      'Missed calls at lunchtime.',
    );
    await expect(consent(page, language)).toBeChecked();
    // The next Tab reaches the booking page of the page's language.
    await page.keyboard.press('Tab');
    const link = message.getByRole('link', { name: text(language, 'contact.notSentLink') });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', language === 'cs' ? '/cs/book-demo' : '/book-demo');
  });

  test('without an endpoint, Enterprise’s "Talk to us" and the footer lead to the booking page', async ({
    page,
    language,
  }) => {
    await open(page);
    const talk = page
      .locator('#pricing [data-plan="enterprise"]')
      .getByRole('link', { name: text(language, 'pricing.enterpriseCta') });
    const bookingPage = language === 'cs' ? '/cs/book-demo' : '/book-demo';
    await expect(talk).toHaveAttribute('href', bookingPage);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(text(language, 'footer.contactText'))).toBeVisible();
    await expect(footer.getByRole('link', { name: text(language, 'footer.book') })).toHaveAttribute(
      'href',
      bookingPage,
    );
  });
});

test('a reload keeps everything typed (session draft)', async ({ page }) => {
  await open(page);
  await fillValid(page, 'en');
  await consent(page, 'en').check();
  await page.reload();
  await open(page);
  const contact = form(page);
  await expect(contact.getByLabel(text('en', 'contact.fullName'))).toHaveValue('Jana Nováková');
  await expect(contact.getByLabel(text('en', 'contact.email'), { exact: true })).toHaveValue(
    'jana@example.org',
  );
  await expect(contact.getByLabel(text('en', 'contact.company'))).toHaveValue('Zubní ordinace U Řeky');
  await expect(contact.getByLabel(text('en', 'contact.service'), { exact: true })).toHaveValue('ai-agent');
  await expect(contact.getByLabel(text('en', 'contact.problems'))).toHaveValue('Missed calls at lunchtime.');
  await expect(contact.getByLabel(text('en', 'contact.additional'))).toHaveValue('Two locations.');
  await expect(page.getByText(text('en', 'contact.draftRestored'))).toBeVisible();
});

test('a failed send keeps everything typed and offers a retry that sends it', async ({ page }) => {
  // Make the first attempt fail where the form's transport is fetched (the in-page endpoint is loaded on
  // demand), then let the retry through.
  let attempts = 0;
  await page.route(/simulated-endpoint[^/]*\.js(\?|$)/, (route) => {
    attempts += 1;
    return attempts === 1 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue();
  });
  await open(page);
  await fillValid(page, 'en');
  await consent(page, 'en').check();
  await form(page)
    .getByRole('button', { name: text('en', 'contact.submit') })
    .click();

  await expect(form(page).getByRole('alert')).toHaveText(text('en', 'contact.failure'));
  await expect(form(page).getByLabel(text('en', 'contact.fullName'))).toHaveValue('Jana Nováková');
  await expect(form(page).getByLabel(text('en', 'contact.problems'))).toHaveValue(
    'Missed calls at lunchtime.',
  );
  await expect(consent(page, 'en')).toBeChecked();

  await form(page)
    .getByRole('button', { name: text('en', 'contact.retry') })
    .click();
  await expect(form(page).locator('[data-not-sent]')).toContainText(text('en', 'contact.notSent'));
  expect(attempts).toBe(2);
});
