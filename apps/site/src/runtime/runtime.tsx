import { createContext, type ReactNode, useContext } from 'react';

/**
 * The browser facilities behaviour depends on (time, frames, scrolling, visibility, motion preference),
 * behind one seam so unit tests can drive them by hand.
 */
export type Runtime = {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(id: number): void;
  prefersReducedMotion(): boolean;
  onReducedMotionChange(listener: () => void): () => void;
  scrollY(): number;
  viewportHeight(): number;
  onScroll(listener: () => void): () => void;
  /** Tells `onChange` whether `ratio` of the element is in view: once observed, then at every change. */
  observeVisibility(element: Element, ratio: number, onChange: (visible: boolean) => void): () => void;
  scrollToElement(element: Element, smooth: boolean): void;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const motionQuery = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;

/** The real browser. Only touched after hydration, never while prerendering. */
export const browserRuntime: Runtime = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  requestFrame: (callback) => window.requestAnimationFrame(callback),
  cancelFrame: (id) => window.cancelAnimationFrame(id),
  prefersReducedMotion: () => motionQuery()?.matches ?? false,
  onReducedMotionChange(listener) {
    const query = motionQuery();
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  },
  scrollY: () => window.scrollY,
  viewportHeight: () => window.innerHeight,
  onScroll(listener) {
    window.addEventListener('scroll', listener, { passive: true });
    window.addEventListener('resize', listener, { passive: true });
    return () => {
      window.removeEventListener('scroll', listener);
      window.removeEventListener('resize', listener);
    };
  },
  observeVisibility(element, ratio, onChange) {
    // Without IntersectionObserver there is nothing to wait for: everything counts as in view.
    if (typeof IntersectionObserver === 'undefined') {
      onChange(true);
      return () => {};
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) onChange(entry.isIntersecting);
      },
      { threshold: ratio },
    );
    observer.observe(element);
    return () => observer.disconnect();
  },
  scrollToElement(element, smooth) {
    element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  },
};

const RuntimeContext = createContext<Runtime>(browserRuntime);

/** Replaces the browser runtime below it (tests). */
export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The runtime in effect. */
export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}
