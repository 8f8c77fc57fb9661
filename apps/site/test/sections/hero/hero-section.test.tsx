import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { HeroSection } from '../../../src/sections/hero/hero-section';
import { renderSite } from '../../render';

describe('hero section', () => {
  it('offers no telephone link when no demo line is configured (a placeholder would pass for real)', () => {
    const { container } = renderSite(<HeroSection demoPhoneNumber={undefined} />);
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.textContent).not.toContain(en['hero.phoneLink']);
  });

  it('links the configured demo line, digits only', () => {
    const { container } = renderSite(<HeroSection demoPhoneNumber="+420 777 123 456" />);
    const link = container.querySelector('a[href^="tel:"]');
    expect(link?.getAttribute('href')).toBe('tel:+420777123456');
    expect(link?.textContent).toBe(en['hero.phoneLink']);
  });
});
