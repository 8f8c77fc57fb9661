import type { TranscriptLine } from '@clinic/web-call';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DemoTranscript, type SpeakerTexts } from '../../../src/demo/transcript/demo-transcript';
import { cs } from '../../../src/i18n/cs';
import { loadDictionary } from '../../../src/i18n/dictionaries';
import { en } from '../../../src/i18n/en';
import { renderSite } from '../../render';

const speakers: SpeakerTexts = { assistant: 'demo.speaker.assistant', user: 'demo.speaker.user' };

/** The transcript with lines a test replaces through `update` (set when it renders). */
let update: (next: readonly TranscriptLine[]) => void = () => {};

function Harness({ initial }: { initial: readonly TranscriptLine[] }) {
  const [lines, setLines] = useState(initial);
  update = setLines;
  return <DemoTranscript lines={lines} speakers={speakers} />;
}

/** Renders the transcript inside the site's providers; the returned function gives it new lines. */
function renderTranscript(lines: readonly TranscriptLine[], language: 'en' | 'cs' = 'en') {
  renderSite(<Harness initial={lines} />, { language });
  return (next: readonly TranscriptLine[]) => act(() => update(next));
}

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('DemoTranscript', () => {
  it('is a log named Transcript, with a hint before any line', () => {
    renderTranscript([]);
    const log = screen.getByRole('log', { name: en['demo.transcriptTitle'] });
    expect(log.getAttribute('aria-relevant')).toBe('additions');
    expect(log.textContent).toBe(en['demo.transcriptEmpty']);
    expect(log.tabIndex).toBe(0);
  });

  it('describes itself with the hint rather than announcing it again when a new call empties it', () => {
    const update = renderTranscript([{ role: 'assistant', text: 'Hello.', final: true }]);
    const log = screen.getByRole('log', { name: en['demo.transcriptTitle'] });
    expect(log.getAttribute('aria-describedby')).toBeNull();
    update([]);
    const hint = log.querySelector('p');
    // Hidden from the log's announcements, and its accessible description.
    expect(hint?.getAttribute('aria-hidden')).toBe('true');
    expect(document.getElementById(log.getAttribute('aria-describedby') ?? '')).toBe(hint);
  });

  it('sets a Czech line as Czech text is set: a one-letter word stays with the next', async () => {
    const line = { role: 'assistant', text: 'Přijďte v úterý.', final: true } as const;
    renderTranscript([line], 'cs');
    const czech = await screen.findByRole('log', { name: cs['demo.transcriptTitle'] });
    expect(czech.textContent).toBe(`${cs['demo.speaker.assistant']}: Přijďte v\u00a0úterý.`);
  });

  it('leaves an English line as it was said', () => {
    renderTranscript([{ role: 'assistant', text: 'See you in a week.', final: true }]);
    const log = screen.getByRole('log', { name: en['demo.transcriptTitle'] });
    expect(log.textContent).toBe(`${en['demo.speaker.assistant']}: See you in a week.`);
  });

  it('names it Přepis in Czech, with the Czech speakers', async () => {
    renderTranscript([{ role: 'user', text: 'Dobrý den.', final: true }], 'cs');
    const log = await screen.findByRole('log', { name: cs['demo.transcriptTitle'] });
    expect(log.textContent).toBe(`${cs['demo.speaker.user']}: Dobrý den.`);
  });

  it('shows who says what, line by line; a line still being said is hidden from screen readers until final', () => {
    renderTranscript([
      { role: 'assistant', text: 'Riverside Dental, how can I help?', final: true },
      { role: 'user', text: 'I would like', final: false },
    ]);
    const items = screen.getByRole('log').querySelectorAll('li');
    expect(Array.from(items, (item) => item.textContent)).toEqual([
      `${en['demo.speaker.assistant']}: Riverside Dental, how can I help?`,
      `${en['demo.speaker.user']}: I would like`,
    ]);
    expect(items[0]?.getAttribute('aria-hidden')).toBeNull();
    expect(items[1]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('updates the line being said in place, and adds it anew (announced) once it is final', () => {
    const update = renderTranscript([{ role: 'user', text: 'I would', final: false }]);
    const partial = screen.getByRole('log').querySelector('li');
    update([{ role: 'user', text: 'I would like', final: false }]);
    expect(screen.getByRole('log').querySelector('li')).toBe(partial);
    expect(partial?.textContent).toBe(`${en['demo.speaker.user']}: I would like`);
    update([{ role: 'user', text: 'I would like a check-up.', final: true }]);
    const final = screen.getByRole('log').querySelector('li');
    expect(final).not.toBe(partial);
    expect(final?.dataset.final).toBe('true');
  });

  it('scrolls its own box to the latest line while the reader is at the bottom, not once they scrolled up', () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        role: 'assistant' as const,
        text: `line ${index}`,
        final: true,
      }));
    const update = renderTranscript(lines(3));
    const log = screen.getByRole('log');
    // happy-dom lays nothing out: give the box a size and a content height.
    let scrollHeight = 600;
    Object.defineProperty(log, 'clientHeight', { value: 200, configurable: true });
    Object.defineProperty(log, 'scrollHeight', { get: () => scrollHeight, configurable: true });
    update(lines(4));
    expect(log.scrollTop).toBe(600);

    log.scrollTop = 100;
    log.dispatchEvent(new Event('scroll'));
    scrollHeight = 800;
    update(lines(5));
    expect(log.scrollTop).toBe(100);
    expect(window.scrollY).toBe(0);
  });

  it('sets only the line that changed when a word or a line comes, however long the call', () => {
    const said = Array.from({ length: 200 }, (_, index) => ({
      role: index % 2 === 0 ? ('assistant' as const) : ('user' as const),
      text: `line ${index}`,
      final: true,
    }));
    const typeset = vi.spyOn(en, 'demo.transcriptLine');
    try {
      const update = renderTranscript(said);
      expect(typeset).toHaveBeenCalledTimes(200);
      typeset.mockClear();
      update([...said, { role: 'user', text: 'I would', final: false }]);
      expect(typeset.mock.calls).toEqual([['I would']]);
      update([...said, { role: 'user', text: 'I would like', final: false }]);
      expect(typeset.mock.calls.at(-1)).toEqual(['I would like']);
      expect(typeset).toHaveBeenCalledTimes(2);
    } finally {
      typeset.mockRestore();
    }
  });
});
