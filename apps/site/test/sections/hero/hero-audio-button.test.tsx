import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../../../src/i18n/dictionaries';
import { HeroAudioButton } from '../../../src/sections/hero/hero-audio-button';
import { createFakeAudio } from '../../fakes/fake-audio';
import { renderSite } from '../../render';

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('hero audio button', () => {
  it('plays from the start, says Playing…, pauses on a second press and then offers Replay', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<HeroAudioButton createAudio={() => audio} />);
    const button = screen.getByRole('button', { name: /Hear a sample call/ });
    expect(button.getAttribute('data-audio-state')).toBe('idle');

    await user.click(button);
    expect(audio.src).toMatch(/sample-call-en/);
    expect(button.textContent).toBe('Playing…');
    expect(button.getAttribute('aria-pressed')).toBe('true');

    await user.click(button);
    expect(audio.paused).toBe(true);
    expect(button.textContent).toBe('Replay demo');

    act(() => audio.progressTo(4));
    await user.click(button);
    expect(audio.currentTime).toBe(0);
    expect(audio.playCalls).toBe(2);
  });

  it('offers Replay once the recording has ended', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<HeroAudioButton createAudio={() => audio} />);
    const button = screen.getByRole('button');
    await user.click(button);
    act(() => audio.finish());
    expect(button.getAttribute('data-audio-state')).toBe('ended');
    expect(button.textContent).toBe('Replay demo');
    expect(audio.currentTime).toBe(0);
  });

  it('plays the Czech recording on the Czech site', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<HeroAudioButton createAudio={() => audio} />, { language: 'cs' });
    await user.click(screen.getByRole('button', { name: /Poslechnout/ }));
    expect(audio.src).toMatch(/sample-call-cs/);
    expect(screen.getByRole('button').textContent).toBe('Přehrávání…');
  });
});
