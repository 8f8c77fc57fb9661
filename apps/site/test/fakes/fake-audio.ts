import type { AudioLike } from '../../src/demo/use-audio-player';

/** An audio element stand-in: play/pause/end are driven by the test, events are real DOM events. */
export function createFakeAudio() {
  const target = new EventTarget();
  const audio = {
    src: '',
    currentTime: 0,
    duration: 10,
    paused: true,
    playCalls: 0,
    async play() {
      audio.playCalls += 1;
      audio.paused = false;
      target.dispatchEvent(new Event('play'));
    },
    pause() {
      if (audio.paused) return;
      audio.paused = true;
      target.dispatchEvent(new Event('pause'));
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    /** Plays to the end, as the browser does: pause, then ended. */
    finish() {
      audio.currentTime = audio.duration;
      audio.paused = true;
      target.dispatchEvent(new Event('pause'));
      target.dispatchEvent(new Event('ended'));
    },
    progressTo(seconds: number) {
      audio.currentTime = seconds;
      target.dispatchEvent(new Event('timeupdate'));
    },
  };
  return audio as typeof audio & AudioLike;
}
