import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SamplePlayer } from '../../src/demo/sample-player';
import { pauseRecordings } from '../../src/demo/use-audio-player';
import { HeroAudioButton } from '../../src/sections/hero/hero-audio-button';
import { createFakeAudio } from '../fakes/fake-audio';
import { renderSite } from '../render';

describe('sample player', () => {
  it('plays, pauses and resumes where it stopped', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the recorded call' }));
    act(() => audio.progressTo(5));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Pause the recorded call' }));
    expect(audio.paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play the recorded call' }));
    expect(audio.currentTime).toBe(5);
  });

  it('resets at the end', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the recorded call' }));
    act(() => audio.finish());
    expect(audio.currentTime).toBe(0);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(
      screen.getByRole('button', { name: 'Play the recorded call' }).getAttribute('data-sample-state'),
    ).toBe('ended');
  });

  it('tells the visitor when the recording cannot play', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    audio.play = async () => {
      throw new DOMException('blocked', 'NotAllowedError');
    };
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the recorded call' }));
    expect(await screen.findByText('The recording is not available right now.')).toBeTruthy();
  });
});

describe('hero button and sample player together', () => {
  it('play one recording at a time', async () => {
    const user = userEvent.setup();
    const heroAudio = createFakeAudio();
    const sampleAudio = createFakeAudio();
    renderSite(
      <>
        <HeroAudioButton createAudio={() => heroAudio} />
        <SamplePlayer createAudio={() => sampleAudio} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Hear a recorded call' }));
    expect(heroAudio.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Play the recorded call' }));
    expect(sampleAudio.paused).toBe(false);
    expect(heroAudio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Replay demo' })).toBeTruthy();
  });

  it('pauses when a live demo call starts', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the recorded call' }));
    expect(audio.paused).toBe(false);
    act(() => pauseRecordings());
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play the recorded call' })).toBeTruthy();
  });
});
