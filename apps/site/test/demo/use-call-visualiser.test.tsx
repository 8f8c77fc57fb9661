import type { RemoteAudio } from '@clinic/web-call';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AudioVisualiser } from '../../src/demo/audio-visualiser';
import { type AnalyserContext, useCallVisualiser } from '../../src/demo/use-call-visualiser';
import { advance, renderSite } from '../render';

function Bars({ audio, createContext }: { audio?: RemoteAudio; createContext: () => AnalyserContext }) {
  const ref = useRef<HTMLDivElement>(null);
  useCallVisualiser(ref, audio, createContext);
  return <AudioVisualiser ref={ref} />;
}

const levels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('[data-bar]')).map((bar) => bar.style.scale);

const audio = { participantId: 'a', track: {}, element: {} } as unknown as RemoteAudio;

describe('useCallVisualiser', () => {
  it('opens no audio context while there is no call audio, and the 40 bars rest', () => {
    const createContext = vi.fn();
    const { container, fake } = renderSite(<Bars createContext={createContext} />);
    const resting = levels(container);
    expect(resting).toHaveLength(40);
    advance(fake, 500);
    expect(createContext).not.toHaveBeenCalled();
    expect(levels(container)).toEqual(resting);
  });

  it('leaves the bars at rest, with one warning, where Web Audio cannot read the call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const createContext = () => {
      throw new Error('no Web Audio here');
    };
    const { container, fake } = renderSite(<Bars audio={audio} createContext={createContext} />);
    const resting = levels(container);
    advance(fake, 500);
    expect(levels(container)).toEqual(resting);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
