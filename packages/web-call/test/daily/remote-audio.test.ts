import { describe, expect, it, vi } from 'vitest';
import { createRemoteAudioPlayers } from '../../src/daily/remote-audio';
import { WAIT } from '../support';

const track = (id: string) => ({ kind: 'audio', id }) as unknown as MediaStreamTrack;
const hooks = () => ({ configure: vi.fn(), refused: vi.fn(), failed: vi.fn() });

describe('remote audio players', () => {
  it('adds one autoplaying element per participant, replacing an older one', () => {
    const players = createRemoteAudioPlayers(hooks());
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
    const players = createRemoteAudioPlayers(hooks());
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

  it('tells a refused play() (autoplay policy) apart from other failures, and resume() plays the refused ones', async () => {
    const spied = hooks();
    const refusal = new DOMException('no gesture', 'NotAllowedError');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(refusal);
    const players = createRemoteAudioPlayers(spied);
    players.add('p1', track('a'));
    await vi.waitFor(() => expect(spied.refused).toHaveBeenCalledTimes(1), WAIT);
    expect(spied.failed).not.toHaveBeenCalled();
    expect(spied.configure).toHaveBeenCalledWith(players.list()[0]?.element);
    expect(await players.resume()).toBe(false);
    play.mockResolvedValue(undefined);
    expect(await players.resume()).toBe(true);
    play.mockRestore();
  });
});
