/** When the page's entry saw each button pressed (its clock), before the app hydrated it. */
export type EarlyPresses = WeakMap<Element, number>;

/**
 * Keeps every press on a button of the prerendered page until the app can answer it. The page is readable and its
 * links work long before the app hydrates (a second or two on a slow phone), but a call button does nothing until
 * then: a visitor who pressed one would wait for nothing. Presses are kept for the page's life, since parts of the
 * page hydrate later than others (below the fold, as their code arrives); a button asks only as it hydrates
 * (`useEarlyPress`). Entry-side only: the app is handed the result.
 */
export function keepEarlyPresses(): EarlyPresses {
  const presses: EarlyPresses = new WeakMap();
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button');
      if (button) presses.set(button, performance.now());
    },
    true,
  );
  return presses;
}
