import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECTION_IDS } from '../../src/data/sections';
import { cs } from '../../src/i18n/cs';
import { loadDictionary } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { LOCALES } from '../../src/i18n/locales';
import { HomeBelowTheFold, HomePage } from '../../src/pages/home-page';
import { renderSite } from '../render';

// The Czech texts and the sections after the hero are lazy chunks in the site; load them up front here.
beforeAll(() => Promise.all([loadDictionary('cs'), HomeBelowTheFold.preload()]));

describe.each(LOCALES)('home page in %s', (language) => {
  const texts = language === 'en' ? en : cs;

  it('renders every contract section id, in the specification order', () => {
    const { container } = renderSite(<HomePage />, { language });
    // The sections after the hero sit in a box-less wrapper (display: contents) that keeps them if their chunk fails.
    const sections = container.querySelectorAll(
      'main > section[id], main > #below-the-fold.contents > section[id]',
    );
    const ids = [...sections].map((section) => section.id);
    expect(ids).toEqual([...SECTION_IDS]);
  });

  it('has one h1, landmarks and the texts of its language', () => {
    renderSite(<HomePage />, { language });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(texts['hero.title']);
    expect(screen.getByRole('heading', { level: 2, name: texts['faq.title'] })).toBeTruthy();
    expect(document.documentElement.lang).toBe(language);
  });

  it('lists 13 FAQ entries and five navigation buttons', () => {
    const { container } = renderSite(<HomePage />, { language });
    const faq = container.querySelector('#faq') as HTMLElement;
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(13);
    const nav = screen.getByRole('navigation', { name: texts['nav.label'] });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      texts['nav.howItWorks'],
      texts['nav.features'],
      texts['nav.numbers'],
      texts['nav.pricing'],
      texts['nav.faq'],
    ]);
  });

  it('makes the demo call button the first button of #how-it-works, idle', () => {
    const { container } = renderSite(<HomePage />, { language });
    const first = container.querySelector('#how-it-works button');
    expect(first?.textContent).toBe(texts['demo.callButton']);
    expect(first?.getAttribute('data-state')).toBe('idle');
    expect(container.querySelectorAll('#how-it-works [data-bar]')).toHaveLength(40);
  });

  it('describes the simulated demo as one to listen to: no invitation to talk, nothing to try saying', () => {
    const { container } = renderSite(<HomePage />, { language });
    const section = container.querySelector('#how-it-works') as HTMLElement;
    const shown = (section.textContent ?? '').replace(/\u00a0/g, ' ');
    const plain = (key: 'demo.subtitle' | 'demo.subtitleSimulated' | 'demo.tryTitle') =>
      texts[key].replace(/\u00a0/g, ' ');
    expect(shown).toContain(plain('demo.subtitleSimulated'));
    expect(shown).not.toContain(plain('demo.subtitle'));
    expect(shown).not.toContain(plain('demo.tryTitle'));
  });

  it('sends every book-demo button to the booking page in the same language', () => {
    renderSite(<HomePage />, { language });
    const links = screen.getAllByRole('link').filter((link) => link.hasAttribute('data-book-demo'));
    expect(links.length).toBeGreaterThanOrEqual(6);
    const expected = language === 'cs' ? '/cs/book-demo' : '/book-demo';
    for (const link of links) expect(link.getAttribute('href')).toBe(expected);
  });
});
