import { describe, expect, it, vi } from 'vitest';
import { createRemoteAudioPlayers } from '../../src/daily/remote-audio';

const track = (id: string) => ({ kind: 'audio', id }) as unknown as MediaStreamTrack;

describe('remote audio players', () => {
  it('adds one autoplaying element per participant, replacing an older one', () => {
    const players = createRemoteAudioPlayers(() => {});
    players.add('p1', track('t1'));
    const second = players.add('p1', track('t2'));
    const elements = document.querySelectorAll('audio');
    expect(elements).toHaveLength(1);
    expect(elements[0]).toBe(second.element);
    expect(second.element.autoplay).toBe(true);
    expect(second.element.dataset.participantId).toBe('p1');
    expect(players.list().map((p) => p.track.id)).toEqual(['t2']);
  });

  it('removes an element from the document, once', () => {
    const players = createRemoteAudioPlayers(() => {});
    players.add('p1', track('a'));
    players.add('p2', track('b'));
    expect(players.remove('p1')).toBe(true);
    expect(players.remove('p1')).toBe(false);
    expect([...document.querySelectorAll('audio')].map((element) => element.dataset.participantId)).toEqual([
      'p2',
    ]);
    expect(players.remove('p2')).toBe(true);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(players.list()).toEqual([]);
  });

  it('reports a refused play() (autoplay policy) without failing', async () => {
    const onPlayError = vi.fn();
    const refusal = new Error('NotAllowedError');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(refusal);
    createRemoteAudioPlayers(onPlayError).add('p1', track('a'));
    await Promise.resolve();
    await Promise.resolve();
    expect(onPlayError).toHaveBeenCalledWith(refusal);
    play.mockRestore();
  });
});
