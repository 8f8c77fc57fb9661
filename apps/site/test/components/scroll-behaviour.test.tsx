import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HomeBelowTheFold, HomePage } from '../../src/pages/home-page';
import { createFakeRuntime } from '../fakes/fake-runtime';
import { advance, renderSite } from '../render';

// The sections after the hero are a lazy chunk in the site; load it up front here.
beforeAll(() => HomeBelowTheFold.preload());

describe('scroll-driven behaviour of the home page', () => {
  it('gives the header its scrolled state past 20 px', () => {
    const { fake } = renderSite(<HomePage />);
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-scrolled')).toBe('false');
    act(() => fake.scrollTo(20));
    expect(header.getAttribute('data-scrolled')).toBe('false');
    act(() => fake.scrollTo(21));
    expect(header.getAttribute('data-scrolled')).toBe('true');
    act(() => fake.scrollTo(0));
    expect(header.getAttribute('data-scrolled')).toBe('false');
  });

  it('shows the mobile call bar past 80 % of the viewport height', () => {
    const fake = createFakeRuntime({ viewportHeight: 1000 });
    renderSite(<HomePage />, { runtime: fake });
    const bar = screen.getByRole('complementary', { name: 'Quick call' });
    expect(bar.getAttribute('data-visible')).toBe('false');
    expect(bar.className).toContain('md:hidden');
    act(() => fake.scrollTo(800));
    expect(bar.getAttribute('data-visible')).toBe('false');
    act(() => fake.scrollTo(801));
    expect(bar.getAttribute('data-visible')).toBe('true');
  });

  it('scrolls smoothly to the five sections from the navigation, instantly with reduced motion', async () => {
    const user = userEvent.setup();
    const { fake } = renderSite(<HomePage />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    for (const button of nav.querySelectorAll('button')) await user.click(button);
    expect(fake.scrolledTo).toEqual(
      ['how-it-works', 'features', 'numbers', 'pricing', 'faq'].map((id) => ({ id, smooth: true })),
    );
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    const fake = createFakeRuntime({ reducedMotion: true });
    renderSite(<HomePage />, { runtime: fake });
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    for (const button of quickLinks.querySelectorAll('button')) await user.click(button);
    expect(fake.scrolledTo).toEqual(
      ['how-it-works', 'features', 'pricing', 'faq'].map((id) => ({ id, smooth: false })),
    );
  });

  afterEach(() => Reflect.deleteProperty(navigator, 'mediaDevices'));

  /** A microphone prompt the visitor has not answered yet: the demo stays in its first connecting step. */
  const pendingMicrophone = () =>
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: () => new Promise(() => {}) },
      configurable: true,
    });

  it('hero call button: scrolls to the demo, asks it for a call after 800 ms, Calling… for 2 s more', async () => {
    pendingMicrophone();
    const user = userEvent.setup();
    const { fake, container } = renderSite(<HomePage />);
    const demoButton = container.querySelector('#how-it-works button') as HTMLButtonElement;
    const hero = screen.getByRole('button', { name: 'Try the AI receptionist' });
    await user.click(hero);
    expect(fake.scrolledTo.at(-1)).toEqual({ id: 'how-it-works', smooth: true });
    expect(hero.textContent).toBe('Calling…');
    // Busy, not disabled: a disabled button would drop the keyboard focus to the page.
    expect(hero.getAttribute('aria-disabled')).toBe('true');
    expect(hero.hasAttribute('disabled')).toBe(false);

    advance(fake, 790);
    expect(demoButton.getAttribute('data-state')).toBe('idle');
    advance(fake, 20);
    // The request starts the demo call (its microphone check first).
    await waitFor(() => expect(demoButton.getAttribute('data-state')).toBe('connecting'));
    // The hero's focus goes on into the demo, to its control of the call under way.
    expect(document.activeElement).toBe(container.querySelector('[data-demo-cancel]'));

    advance(fake, 1950);
    expect(hero.textContent).toBe('Calling…');
    advance(fake, 100);
    expect(hero.textContent).toBe('Try the AI receptionist');
  });

  it('a call asked for from a button leaves the focus where the visitor moved it meanwhile', async () => {
    pendingMicrophone();
    const user = userEvent.setup();
    const { fake, container } = renderSite(<HomePage />);
    const demoButton = container.querySelector('#how-it-works button') as HTMLButtonElement;
    await user.click(screen.getByRole('button', { name: 'Try the AI receptionist' }));
    const elsewhere = screen.getAllByRole('link')[0] as HTMLElement;
    elsewhere.focus();
    advance(fake, 810);
    await waitFor(() => expect(demoButton.getAttribute('data-state')).toBe('connecting'));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('mobile bar does the same as the hero button', async () => {
    pendingMicrophone();
    const user = userEvent.setup();
    const fake = createFakeRuntime();
    const { container } = renderSite(<HomePage />, { runtime: fake });
    act(() => fake.scrollTo(2000));
    const demoButton = container.querySelector('#how-it-works button') as HTMLButtonElement;
    const barButton = screen.getByRole('button', { name: 'Try a demo call' });
    await user.click(barButton);
    expect(barButton.textContent).toBe('Calling…');
    advance(fake, 800);
    await waitFor(() => expect(demoButton.getAttribute('data-state')).toBe('connecting'));
    advance(fake, 2000);
    // The call is on its way: the bar says so instead of offering a call.
    const view = screen.getByRole('button', { name: 'Call in progress: view' });
    expect(screen.queryByRole('button', { name: 'Try a demo call' })).toBeNull();
    // The bar's button was replaced, but its focus had gone on into the demo.
    expect(document.activeElement).toBe(container.querySelector('[data-demo-cancel]'));
    // Back to the call: the page scrolls to it and the focus goes to its stop control.
    view.focus();
    const scrolls = fake.scrolledTo.length;
    await user.click(view);
    expect(fake.scrolledTo).toHaveLength(scrolls + 1);
    expect(document.activeElement).toBe(container.querySelector('[data-demo-cancel]'));
  });

  it('reveals a section once it is 10 % visible', () => {
    const fake = createFakeRuntime();
    const { container } = renderSite(<HomePage />, { runtime: fake });
    const features = container.querySelector('#features') as HTMLElement;
    expect(features.getAttribute('data-revealed')).toBe('false');
    const entry = fake.observed.find((candidate) => candidate.element === features);
    expect(entry?.ratio).toBe(0.1);
    act(() => entry?.onChange(true));
    expect(features.getAttribute('data-revealed')).toBe('true');
  });
});

describe('reduced motion', () => {
  it('reveals every section at once and shows final figures without frames', () => {
    const fake = createFakeRuntime({ reducedMotion: true });
    const { container } = renderSite(<HomePage />, { runtime: fake });
    const sections = [...container.querySelectorAll('[data-revealed]')];
    expect(sections.length).toBeGreaterThan(10);
    expect(sections.every((section) => section.getAttribute('data-revealed') === 'true')).toBe(true);
    expect(fake.observed).toHaveLength(0);
    expect([...container.querySelectorAll('#numbers dd')].map((figure) => figure.textContent)).toEqual([
      '190',
      '21',
      '40%',
    ]);
    expect(fake.pendingFrames()).toBe(0);
  });
});
