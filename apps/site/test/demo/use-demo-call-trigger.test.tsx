import { createFakeCallFactory, createFakeMediaDevices } from '@clinic/web-call/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileCallBar } from '../../src/components/mobile-call-bar';
import type { DemoPlatform } from '../../src/demo/demo-platform-types';
import { LiveDemo } from '../../src/demo/live-demo';
import { CALLING_AFTER_CLICK_MS, DEMO_CLICK_DELAY_MS } from '../../src/demo/use-demo-call-trigger';
import { en } from '../../src/i18n/en';
import { FinalCtaSection } from '../../src/sections/final-cta/final-cta-section';
import { HeroSection } from '../../src/sections/hero/hero-section';
import { createFakeRuntime } from '../fakes/fake-runtime';
import { advance, renderSite } from '../render';

// The page's own channel: the hero, the bar and the final call to action reach the demo through it, as on the site.
function setUp() {
  const daily = createFakeCallFactory();
  const media = createFakeMediaDevices({ permission: 'granted' });
  const platform: DemoPlatform = {
    mode: 'simulated',
    webCallOptions: () => ({
      publicKey: 'pk-test',
      mediaDevices: media,
      fetch: async () =>
        Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/1' }, { status: 201 }),
      createCallObject: daily.createCallObject,
      isMobile: () => false,
      logger: { warn: () => {} },
    }),
    preload: async () => {},
  };
  const fake = createFakeRuntime({ viewportHeight: 100 });
  const view = renderSite(
    <>
      <HeroSection />
      <section id="how-it-works">
        <LiveDemo platform={platform} />
      </section>
      <FinalCtaSection />
      <MobileCallBar />
    </>,
    { runtime: fake },
  );
  const demoButton = () => view.container.querySelector('#how-it-works button') as HTMLButtonElement;
  return { ...view, fake, daily, media, demoButton };
}

describe('the call buttons outside the demo', () => {
  it('scroll to the demo, ask it for a call after 800 ms, and show "Calling…" for 2 s more', async () => {
    const page = setUp();
    const hero = screen.getByRole('button', { name: en['hero.callButton'] });
    fireEvent.click(hero);
    expect(page.fake.scrolledTo.map(({ id }) => id)).toEqual(['how-it-works']);
    expect(hero.textContent).toBe(en['hero.calling']);
    advance(page.fake, DEMO_CLICK_DELAY_MS - 16);
    expect(page.demoButton().dataset.state).toBe('idle');
    advance(page.fake, 16);
    await waitFor(() => expect(page.demoButton().dataset.state).toBe('connecting'));
    advance(page.fake, CALLING_AFTER_CLICK_MS);
    expect(hero.textContent).toBe(en['hero.callButton']);
    await waitFor(() => expect(page.demoButton().dataset.state).toBe('active'));
  });

  it('never end or restart a call that is active: they only scroll to it', async () => {
    const page = setUp();
    fireEvent.click(page.demoButton());
    await waitFor(() => expect(page.demoButton().dataset.state).toBe('active'));
    // During the call the mobile bar says so, and takes the visitor back to the call.
    expect(screen.queryByRole('button', { name: en['mobileBar.call'], hidden: true })).toBeNull();
    for (const name of [en['hero.callButton'], en['cta.try'], en['mobileBar.showCall']]) {
      fireEvent.click(screen.getByRole('button', { name, hidden: true }));
      advance(page.fake, DEMO_CLICK_DELAY_MS + CALLING_AFTER_CLICK_MS);
      await act(async () => {});
      expect(page.demoButton().dataset.state).toBe('active');
    }
    expect(page.fake.scrolledTo).toHaveLength(3);
    expect(page.media.requests).toHaveLength(1);
    expect(page.daily.instances).toHaveLength(1);
    expect(page.daily.live()).toHaveLength(1);
  });

  it('never start a second call while one is connecting', async () => {
    const page = setUp();
    fireEvent.click(page.demoButton());
    expect(page.demoButton().dataset.state).toBe('connecting');
    fireEvent.click(screen.getByRole('button', { name: en['hero.callButton'] }));
    advance(page.fake, DEMO_CLICK_DELAY_MS);
    await waitFor(() => expect(page.demoButton().dataset.state).toBe('active'));
    expect(page.media.requests).toHaveLength(1);
    expect(page.daily.instances).toHaveLength(1);
  });
});
