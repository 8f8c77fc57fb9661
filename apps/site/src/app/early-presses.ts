/** How long a press made before the app could answer it stays worth acting on (ms). */
export const EARLY_PRESS_MS = 5_000;

/** The presses the page's entry saw on buttons before the app hydrated them. */
export interface EarlyPresses {
  /** Whether `button` was pressed before it could answer, recently enough to act on now; once per press. */
  take(button: Element): boolean;
}

/**
 * Keeps every press on a button of the prerendered page until the app can answer it. The page is readable and its
 * links work long before the app hydrates (a second or two on a slow phone), but a call button does nothing until
 * then: a visitor who pressed one would wait for nothing. Presses are kept for the page's life, since parts of
 * the page hydrate later than others (below the fold, as their code arrives); a button asks only as it hydrates.
 * Entry-side only; the app is handed the result.
 */
export function keepEarlyPresses(now: () => number = () => performance.now()): EarlyPresses {
  const presses = new WeakMap<Element, number>();
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) presses.set(button, now());
  };
  document.addEventListener('click', keep, true);
  return {
    take(button) {
      const at = presses.get(button);
      presses.delete(button);
      return at !== undefined && now() - at <= EARLY_PRESS_MS;
    },
  };
}
