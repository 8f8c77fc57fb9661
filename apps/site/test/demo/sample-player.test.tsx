import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../src/demo/demo-platform-types';
import { LiveDemo } from '../../src/demo/live-demo';
import { type AudioLike, pauseRecordings } from '../../src/demo/use-audio-player';
import { cs } from '../../src/i18n/cs';
import { loadDictionary } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { HeroAudioButton } from '../../src/sections/hero/hero-audio-button';
import { createFakeAudio } from '../fakes/fake-audio';
import { renderSite } from '../render';

/** A platform no test here calls. */
const unusedPlatform: DemoPlatform = {
  mode: 'simulated',
  webCallOptions: () => ({ publicKey: 'pk-test', fetch: () => new Promise(() => {}) }),
  preload: async () => {},
};

/** The sample player as the page has it: inside the live demo, beside the transcript. */
const SamplePlayer = ({ createAudio }: { createAudio: () => AudioLike }) => (
  <LiveDemo createAudio={createAudio} platform={unusedPlatform} />
);

const transcriptLines = () =>
  Array.from(
    screen.getByRole('log', { name: en['demo.transcriptTitle'] }).querySelectorAll('li'),
    (line) => ({
      text: line.textContent,
      final: line.dataset.final,
    }),
  );

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('sample player', () => {
  it('plays, pauses and resumes where it stopped', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    act(() => audio.progressTo(5));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Pause the sample call' }));
    expect(audio.paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    expect(audio.currentTime).toBe(5);
  });

  it('resets at the end', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    act(() => audio.finish());
    expect(audio.currentTime).toBe(0);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(
      screen.getByRole('button', { name: 'Play the sample call' }).getAttribute('data-sample-state'),
    ).toBe('ended');
  });

  it('tells the visitor when the recording cannot play', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    audio.play = async () => {
      throw new DOMException('blocked', 'NotAllowedError');
    };
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    expect(await screen.findByText('The sample call is not available right now.')).toBeTruthy();
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
    await user.click(screen.getByRole('button', { name: 'Hear a sample call' }));
    expect(heroAudio.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    expect(sampleAudio.paused).toBe(false);
    expect(heroAudio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Replay demo' })).toBeTruthy();
  });

  it('pauses when a live demo call starts', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    expect(audio.paused).toBe(false);
    act(() => pauseRecordings());
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play the sample call' })).toBeTruthy();
  });

  it('shows the recording’s cues in the transcript while it plays, then the whole conversation', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    audio.duration = 24.5;
    renderSite(<SamplePlayer createAudio={() => audio} />);
    await user.click(screen.getByRole('button', { name: 'Play the sample call' }));
    act(() => audio.progressTo(0.1));
    expect(transcriptLines()).toEqual([]);
    // The English captions: the receptionist speaks 0.26–4.60 s, the patient from 5.31 s.
    act(() => audio.progressTo(6));
    await waitFor(() => expect(transcriptLines()).toHaveLength(2));
    expect(transcriptLines()[0]).toEqual({
      text: `${en['demo.speaker.assistant']}: Good afternoon, Riverside Dental, you’re speaking with the clinic’s AI assistant. How can I help?`,
      final: 'true',
    });
    expect(transcriptLines()[1]?.text).toMatch(new RegExp(`^${en['demo.speaker.patient']}: Hi\\.`));
    expect(transcriptLines()[1]?.final).toBe('false');
    act(() => audio.finish());
    expect(transcriptLines()).toHaveLength(7);
    expect(transcriptLines().every((line) => line.final === 'true')).toBe(true);
    expect(transcriptLines()[6]?.text).toBe(
      `${en['demo.speaker.assistant']}: You’re welcome. See you on Thursday!`,
    );
  });

  it('shows the Czech cues for the Czech recording', async () => {
    const user = userEvent.setup();
    const audio = createFakeAudio();
    renderSite(<SamplePlayer createAudio={() => audio} />, { language: 'cs' });
    await user.click(await screen.findByRole('button', { name: cs['demo.samplePlay'] }));
    act(() => audio.progressTo(11));
    await waitFor(() =>
      expect(screen.getByRole('log', { name: cs['demo.transcriptTitle'] }).textContent).toContain(
        `${cs['demo.speaker.patient']}: Dobrý den, od včerejška mě bolí zub.`,
      ),
    );
  });
});
