import { createFakeCallFactory, createFakeMediaDevices } from '@clinic/web-call/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileCallBar } from '../../src/components/mobile-call-bar';
import { demoCallState } from '../../src/demo/demo-call-status';
import type { DemoPlatform } from '../../src/demo/demo-platform-types';
import { LiveDemo } from '../../src/demo/live-demo';
import { en } from '../../src/i18n/en';
import { HeroAudioButton } from '../../src/sections/hero/hero-audio-button';
import { createFakeAudio } from '../fakes/fake-audio';
import { createFakeRuntime } from '../fakes/fake-runtime';
import { renderSite } from '../render';

// At most one conversation is heard: the demo call, or one of the two recordings (the hero's button and the
// demo's sample player), never two at once.

function setUp(options: { answer?: () => Promise<Response>; microphone?: 'required' | 'optional' } = {}) {
  const daily = createFakeCallFactory();
  const media = createFakeMediaDevices({ permission: 'granted' });
  const platform: DemoPlatform = {
    mode: 'simulated',
    webCallOptions: () => ({
      publicKey: 'pk-test',
      // The simulated platform's choice unless a test asks for the real one's.
      microphone: options.microphone ?? 'optional',
      mediaDevices: media,
      fetch:
        options.answer ??
        (async () => Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/1' }, { status: 201 })),
      createCallObject: daily.createCallObject,
      isMobile: () => false,
      logger: { warn: () => {} },
    }),
    preload: async () => {},
  };
  const heroAudio = createFakeAudio();
  const sampleAudio = createFakeAudio();
  const fake = createFakeRuntime({ viewportHeight: 100 });
  const view = renderSite(
    <>
      <HeroAudioButton createAudio={() => heroAudio} />
      <section id="how-it-works">
        <LiveDemo platform={platform} createAudio={() => sampleAudio} />
      </section>
      <MobileCallBar />
    </>,
    { runtime: fake },
  );
  const callButton = () =>
    view.container.querySelector('#how-it-works [data-demo-call-panel] button') as HTMLButtonElement;
  const heroButton = () => screen.getByRole('button', { name: en['hero.audioPlay'] });
  const sampleButton = () => screen.getByRole('button', { name: en['demo.samplePlay'] });
  return { ...view, fake, daily, media, heroAudio, sampleAudio, callButton, heroButton, sampleButton };
}

describe('one conversation at a time', () => {
  it('the hero’s recording pressed during an active call ends the call first, then plays', async () => {
    const page = setUp();
    fireEvent.click(page.callButton());
    await waitFor(() => expect(page.callButton().dataset.state).toBe('active'));
    expect(demoCallState()).toBe('active');

    fireEvent.click(page.heroButton());
    await waitFor(() => expect(page.heroAudio.playCalls).toBe(1));
    expect(page.callButton().dataset.state).toBe('idle');
    expect(page.daily.live()).toHaveLength(0);
    expect(demoCallState()).toBe('idle');
  });

  it('the sample player pressed while a call is connecting cancels the start, then plays', async () => {
    // The platform never answers: the call stays connecting.
    const page = setUp({ answer: () => new Promise<Response>(() => {}) });
    fireEvent.click(page.callButton());
    expect(page.callButton().dataset.state).toBe('connecting');

    fireEvent.click(page.sampleButton());
    await waitFor(() => expect(page.sampleAudio.playCalls).toBe(1));
    expect(page.callButton().dataset.state).toBe('idle');
    expect(page.daily.live()).toHaveLength(0);
  });

  it('starting a call pauses a recording that plays', async () => {
    const page = setUp();
    fireEvent.click(page.heroButton());
    await waitFor(() => expect(page.heroAudio.paused).toBe(false));
    fireEvent.click(page.callButton());
    expect(page.heroAudio.paused).toBe(true);
    await waitFor(() => expect(page.callButton().dataset.state).toBe('active'));
  });

  it('a recording pressed with no call plays at once', () => {
    const page = setUp();
    fireEvent.click(page.sampleButton());
    expect(page.sampleAudio.playCalls).toBe(1);
  });
});

describe('the microphone', () => {
  it('a platform without a microphone check (the simulated one) starts without asking for it', async () => {
    const getUserMedia = vi.fn();
    vi.stubGlobal('navigator', { ...globalThis.navigator, mediaDevices: { getUserMedia } });
    try {
      const page = setUp();
      fireEvent.click(page.callButton());
      await waitFor(() => expect(page.callButton().dataset.state).toBe('active'));
      expect(getUserMedia).not.toHaveBeenCalled();
      expect(screen.queryByText(en['demo.microphoneNote'])).toBeNull();
      expect(screen.getByText(en['demo.simulatedNote'])).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a platform that needs it (the real one) asks once per start, before the platform', async () => {
    const page = setUp({ microphone: 'required' });
    fireEvent.click(page.callButton());
    await waitFor(() => expect(page.callButton().dataset.state).toBe('active'));
    expect(page.media.requests).toHaveLength(1);
  });
});

describe('the mobile call bar during a call', () => {
  it('says a call is on, and brings the call panel (stop control, then the transcript) into view', async () => {
    const page = setUp();
    expect(screen.getByRole('button', { name: en['mobileBar.call'], hidden: true })).toBeTruthy();
    fireEvent.click(page.callButton());
    await waitFor(() => expect(page.callButton().dataset.state).toBe('active'));
    const bar = screen.getByRole('button', { name: en['mobileBar.showCall'], hidden: true });
    expect(screen.queryByRole('button', { name: en['mobileBar.call'], hidden: true })).toBeNull();
    fireEvent.click(bar);
    expect(page.fake.scrolledTo).toHaveLength(1);
    // The transcript follows the panel directly, so both come into view together on a phone.
    const panel = page.container.querySelector('[data-demo-call-panel]');
    expect(panel?.nextElementSibling?.matches('[data-demo-transcript]')).toBe(true);

    fireEvent.click(page.callButton());
    await waitFor(() => expect(page.callButton().dataset.state).toBe('idle'));
    expect(screen.getByRole('button', { name: en['mobileBar.call'], hidden: true })).toBeTruthy();
  });
});
