import type { RemoteAudio } from '../events';

/** The `<audio>` elements that play remote tracks, created and removed in one place. */
export interface RemoteAudioPlayers {
  /** Plays `track` in a new element (replacing one for the same participant). */
  add(participantId: string, track: MediaStreamTrack): RemoteAudio;
  /** Removes a participant's element; returns whether there was one. */
  remove(participantId: string): boolean;
  list(): readonly RemoteAudio[];
}

/** Creates the players; `onPlayError` hears about autoplay refusals (the track keeps its element). */
export function createRemoteAudioPlayers(onPlayError: (error: unknown) => void): RemoteAudioPlayers {
  const players = new Map<string, RemoteAudio>();

  const remove = (participantId: string): boolean => {
    const player = players.get(participantId);
    if (!player) return false;
    player.element.srcObject = null;
    player.element.remove();
    players.delete(participantId);
    return true;
  };

  return {
    add(participantId, track) {
      remove(participantId);
      const element = document.createElement('audio');
      element.autoplay = true;
      element.dataset.participantId = participantId;
      document.body.appendChild(element);
      try {
        element.srcObject = new MediaStream([track]);
        // play() rejects when the page has had no user gesture; autoplay may still start it later.
        element.play()?.catch(onPlayError);
      } catch (error) {
        // Not a real track (a simulation's stand-in): the element stays, silent, so the flow is unchanged.
        onPlayError(error);
      }
      const player: RemoteAudio = { participantId, track, element };
      players.set(participantId, player);
      return player;
    },
    remove,
    list: () => [...players.values()],
  };
}
