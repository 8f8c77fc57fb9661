import { describe, expect, it, vi } from 'vitest';
import { createRemoteAudioPlayers } from '../../src/daily/remote-audio';
import { WAIT } from '../support';

const track = (id: string) => ({ kind: 'audio', id }) as unknown as MediaStreamTrack;
const hooks = () => ({ configure: vi.fn(), refused: vi.fn(), failed: vi.fn(), playable: vi.fn() });

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
    // Refused, the element is not playable: the platform would speak into silence.
    expect(spied.playable).not.toHaveBeenCalled();
    play.mockResolvedValue(undefined);
    expect(await players.resume()).toBe(true);
    expect(spied.playable).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });

  it('says playable when an element plays, or fails for a reason no click would change; not for a removed one', async () => {
    const spied = hooks();
    let answer!: (outcome: 'plays' | 'breaks') => void;
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(
      () =>
        new Promise<void>((resolve, reject) => {
          answer = (outcome) =>
            outcome === 'plays' ? resolve() : reject(new DOMException('codec', 'NotSupportedError'));
        }),
    );
    const players = createRemoteAudioPlayers(spied);
    players.add('p1', track('a'));
    expect(spied.playable).not.toHaveBeenCalled();
    answer('plays');
    await vi.waitFor(() => expect(spied.playable).toHaveBeenCalledTimes(1), WAIT);
    players.add('p2', track('b'));
    answer('breaks');
    await vi.waitFor(() => expect(spied.playable).toHaveBeenCalledTimes(2), WAIT);
    expect(spied.failed).toHaveBeenCalledTimes(1);
    players.add('p3', track('c'));
    players.remove('p3');
    answer('plays');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spied.playable).toHaveBeenCalledTimes(2);
    play.mockRestore();
  });
});
