import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_UP_MS, PRICING_PLANS, priceFor } from '../../../src/data/facts';
import { loadDictionary } from '../../../src/i18n/dictionaries';
import { en } from '../../../src/i18n/en';
import { PricingSection } from '../../../src/sections/pricing/pricing-section';
import { createFakeRuntime } from '../../fakes/fake-runtime';
import { advance, renderSite, revealAll } from '../../render';

const priceOf = (container: HTMLElement, plan: string) =>
  container.querySelector(`[data-plan="${plan}"] [data-price]`)?.textContent;

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('pricing', () => {
  it('holds the specification prices', () => {
    expect(
      PRICING_PLANS.map((plan) => [plan.id, plan.monthlyPrice, plan.yearlyPrice, plan.originalPrice]),
    ).toEqual([
      ['standard', 399, 319, 499],
      ['premium', 499, 399, 599],
    ]);
    expect(PRICING_PLANS.filter((plan) => plan.isPopular).map((plan) => plan.id)).toEqual(['premium']);
  });

  it('starts monthly and switches to yearly, with the saving badge', async () => {
    const user = userEvent.setup();
    const { container } = renderSite(<PricingSection />, {
      runtime: createFakeRuntime({ reducedMotion: true }),
    });
    const billing = container.querySelector('[data-billing]');
    expect(billing?.getAttribute('data-billing')).toBe('monthly');
    expect(priceOf(container, 'standard')).toBe('$399');
    expect(priceOf(container, 'premium')).toBe('$499');
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(billing?.getAttribute('data-billing')).toBe('yearly');
    expect(screen.getByRole('button', { name: /Yearly/ }).textContent).toContain('Save 20%');
    expect(priceOf(container, 'standard')).toBe('$319');
    expect(priceOf(container, 'premium')).toBe('$399');
    expect(container.querySelector('[data-plan="standard"] s')?.textContent).toContain('$499');
  });

  it('counts prices up over 1200 ms once visible', () => {
    const fake = createFakeRuntime();
    const { container } = renderSite(<PricingSection />, { runtime: fake });
    expect(priceOf(container, 'standard')).toBe('$399');
    revealAll(fake);
    advance(fake, 16);
    const early = Number(priceOf(container, 'standard')?.replace(/\D/g, ''));
    expect(early).toBeLessThan(399);
    advance(fake, COUNT_UP_MS.price / 2);
    const middle = Number(priceOf(container, 'standard')?.replace(/\D/g, ''));
    expect(middle).toBeGreaterThan(early);
    expect(middle).toBeLessThan(399);
    advance(fake, COUNT_UP_MS.price);
    expect(priceOf(container, 'standard')).toBe(
      `$${PRICING_PLANS.map((plan) => priceFor(plan, 'monthly'))[0]}`,
    );
    expect(fake.pendingFrames()).toBe(0);
  });

  it('shows prices in Czech format', () => {
    const { container } = renderSite(<PricingSection />, { language: 'cs' });
    expect(priceOf(container, 'premium')).toBe('499\u00a0USD');
    expect(screen.getByRole('button', { name: /Ročně/ }).textContent).toContain('Ušetříte 20\u00a0%');
  });

  it('Enterprise’s button goes to the contact form when one can deliver, else to the booking page', () => {
    const withEndpoint = renderSite(<PricingSection contactEndpoint="/api/contact" />);
    expect(screen.getByRole('link', { name: en['pricing.enterpriseCta'] }).getAttribute('href')).toBe(
      '#contact',
    );
    withEndpoint.unmount();
    renderSite(<PricingSection contactEndpoint={undefined} />);
    expect(screen.getByRole('link', { name: en['pricing.enterpriseCta'] }).getAttribute('href')).toBe(
      '/book-demo',
    );
  });
});
