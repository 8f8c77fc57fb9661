import type { RemoteAudio } from '../events';

/** The `<audio>` elements that play remote tracks, created and removed in one place. */
export interface RemoteAudioPlayers {
  /** Plays `track` in a new element (replacing one for the same participant). */
  add(participantId: string, track: MediaStreamTrack): RemoteAudio;
  /** Removes a participant's element; returns whether there was one. */
  remove(participantId: string): boolean;
  list(): readonly RemoteAudio[];
  /** Plays every element the browser refused to play; resolves whether all of them play now. */
  resume(): Promise<boolean>;
  /**
   * Within a user gesture (a click), readies the next track's element there: created if need be, given the owner's
   * output settings and played, so that it may play later. Outside one it does nothing.
   */
  prime(): void;
  /**
   * Lets go of the element primed for a track that never came: its play() of nothing never settles, and would keep
   * the element (and through it the session) alive for as long as the page lives.
   */
  releasePrimed(): void;
}

/** What the players ask of their owner. */
export interface RemoteAudioHooks {
  /** Applies the owner's output settings (volume, speaker) to a new element, before it plays. */
  configure(element: HTMLAudioElement): void;
  /** The browser refused to play (autoplay rules: `NotAllowedError`); the element waits for `resume()`. */
  refused(): void;
  /** Any other playback failure; the track keeps its element. */
  failed(error: unknown): void;
  /**
   * An element plays, at once or after a resume, or failed for a reason no click would change (nothing more can be
   * done for it): the assistant may speak. A refusal by autoplay rules calls it only once `resume()` plays it.
   */
  playable(): void;
}

/**
 * Plays an element; resolves whether it plays. A refusal by autoplay rules is kept in `refused` for `resume()`;
 * an element removed meanwhile (its participant left, the call ended) is nobody's concern any more.
 */
function play(element: HTMLAudioElement, refused: Set<HTMLAudioElement>, hooks: RemoteAudioHooks) {
  // A play() that throws (a shim, a polyfill) instead of rejecting is read the same way.
  return new Promise<void>((resolve) => resolve(element.play())).then(
    () => {
      refused.delete(element);
      if (element.isConnected) hooks.playable();
      return true;
    },
    (error: unknown) => {
      if (!element.isConnected) return false;
      if ((error as { name?: string } | null)?.name !== 'NotAllowedError') {
        hooks.failed(error);
        hooks.playable();
        return false;
      }
      refused.add(element);
      hooks.refused();
      return false;
    },
  );
}

/** Prepares an element for a participant's track, with the owner's output settings, in the page. */
function setUpElement(element: HTMLAudioElement, participantId: string, hooks: RemoteAudioHooks): void {
  element.autoplay = true;
  element.dataset.participantId = participantId;
  hooks.configure(element);
  // A page may have no <body> (a document built by script): the element plays from the root as well.
  (document.body ?? document.documentElement).appendChild(element);
}

/** Plays `track` in `element`. */
function playTrack(
  element: HTMLAudioElement,
  track: MediaStreamTrack,
  refused: Set<HTMLAudioElement>,
  hooks: RemoteAudioHooks,
): void {
  try {
    element.srcObject = new MediaStream([track]);
    void play(element, refused, hooks);
  } catch (error) {
    // Not a real track (a simulation's stand-in): the element stays, silent, so the flow is unchanged.
    hooks.failed(error);
    hooks.playable();
  }
}

/** Creates the players. */
export function createRemoteAudioPlayers(hooks: RemoteAudioHooks): RemoteAudioPlayers {
  const players = new Map<string, RemoteAudio>();
  const refused = new Set<HTMLAudioElement>();
  let primed: HTMLAudioElement | undefined;

  const remove = (participantId: string): boolean => {
    const player = players.get(participantId);
    if (!player) return false;
    refused.delete(player.element);
    player.element.srcObject = null;
    player.element.remove();
    players.delete(participantId);
    return true;
  };

  return {
    add(participantId, track) {
      remove(participantId);
      const element = primed ?? document.createElement('audio');
      primed = undefined;
      setUpElement(element, participantId, hooks);
      const player: RemoteAudio = { participantId, track, element };
      players.set(participantId, player);
      playTrack(element, track, refused, hooks);
      return player;
    },
    remove,
    list: () => [...players.values()],
    prime() {
      if (!globalThis.navigator?.userActivation?.isActive) return;
      // Safari and iOS allow playback per element: one played inside the click may play its track later. Its speaker
      // is set there too (again for one primed before: a speaker chosen since), as WebKit lets setSinkId choose one
      // only within a user gesture.
      primed ??= document.createElement('audio');
      hooks.configure(primed);
      // Synchronous, inside the click; a refusal (or a play() that throws) only leaves the element locked.
      new Promise<void>((resolve) => resolve(primed?.play())).catch(() => {});
    },
    releasePrimed() {
      primed?.pause();
      primed = undefined;
    },
    async resume() {
      const results = await Promise.all([...refused].map((element) => play(element, refused, hooks)));
      return results.every(Boolean);
    },
  };
}
