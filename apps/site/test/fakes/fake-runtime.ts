import type { Runtime } from '../../src/runtime/runtime';

/** A hand-driven runtime: time, frames, timers, scrolling and visibility move only when the test says so. */
export function createFakeRuntime(options: { reducedMotion?: boolean; viewportHeight?: number } = {}) {
  let now = 0;
  let nextId = 1;
  let scrollY = 0;
  const frames = new Map<number, (time: number) => void>();
  const timers = new Map<number, { at: number; callback: () => void }>();
  const scrollListeners = new Set<() => void>();
  const observed: Array<{
    element: Element;
    ratio: number;
    onChange: (visible: boolean) => void;
    active: boolean;
  }> = [];
  const scrolledTo: Array<{ id: string; smooth: boolean }> = [];

  const runtime: Runtime = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => {
      timers.delete(id);
    },
    requestFrame(callback) {
      const id = nextId++;
      frames.set(id, callback);
      return id;
    },
    cancelFrame: (id) => {
      frames.delete(id);
    },
    prefersReducedMotion: () => options.reducedMotion ?? false,
    onReducedMotionChange: () => () => {},
    scrollY: () => scrollY,
    viewportHeight: () => options.viewportHeight ?? 1000,
    onScroll(listener) {
      scrollListeners.add(listener);
      return () => scrollListeners.delete(listener);
    },
    observeVisibility(element, ratio, onChange) {
      const entry = { element, ratio, onChange, active: true };
      observed.push(entry);
      return () => {
        entry.active = false;
      };
    },
    scrollToElement(element, smooth) {
      scrolledTo.push({ id: element.id, smooth });
    },
  };

  return {
    runtime,
    observed,
    scrolledTo,
    /** Runs due timers and animation frames while advancing the clock in 16 ms steps. */
    advance(ms: number) {
      const end = now + ms;
      while (now < end) {
        now = Math.min(end, now + 16);
        for (const [id, timer] of [...timers]) {
          if (timer.at <= now) {
            timers.delete(id);
            timer.callback();
          }
        }
        const due = [...frames];
        frames.clear();
        for (const [, callback] of due) callback(now);
      }
    },
    scrollTo(y: number) {
      scrollY = y;
      for (const listener of scrollListeners) listener();
    },
    /** Brings every element still observed into view (or, with `false`, out of it). */
    revealAll(visible = true) {
      // A callback may end another observation: each entry is checked as its turn comes.
      for (const entry of [...observed]) if (entry.active) entry.onChange(visible);
    },
    pendingFrames: () => frames.size,
  };
}
export type FakeRuntime = ReturnType<typeof createFakeRuntime>;
