import type { DailyCallFactory } from '@daily-co/daily-js';

/** The part of daily-js's default export that `WebCall` uses. */
export type DailyFactory = Pick<DailyCallFactory, 'createCallObject' | 'getCallInstance'>;

let loading: Promise<DailyFactory> | undefined;

/**
 * Loads daily-js on first use. The dynamic `import()` is the only reference to the library, so bundlers put it
 * in a separate chunk that a page fetches when a call starts (or on `preload()`), not with its first paint.
 */
export function loadDaily(): Promise<DailyFactory> {
  loading ??= import('@daily-co/daily-js').then(
    // A CommonJS build seen through an ESM wrapper nests the factory one level deeper.
    (module) => (module.default as DailyFactory & { default?: DailyFactory }).default ?? module.default,
    (error: unknown) => {
      // Let the next start try again (a flaky network may have lost the chunk).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
