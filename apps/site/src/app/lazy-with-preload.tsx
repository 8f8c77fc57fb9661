import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type ComponentModule<P> = { default: ComponentType<P> };

/** A `React.lazy` component whose code can also be fetched ahead of its first render. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the component's code once (retrying a failed download); a final failure is tried again next call. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * `React.lazy` plus `preload()`; and code that has already arrived renders in the same pass. (React.lazy reads
 * the result at once only if `then` calls back at once, which a promise never does: with one, even loaded code
 * suspends once, which means a frame of fallback, or one more hydration pass.)
 */
export function lazyWithPreload<P>(
  load: () => Promise<ComponentType<P>>,
  /** Waits (ms) before each new attempt of a failed download: a chunk lost to a network blip comes on retry. */
  retryDelays: readonly number[] = [500, 2000],
): PreloadableComponent<P> {
  let loaded: ComponentModule<P> | undefined;
  let request: Promise<ComponentType<P>> | undefined;

  const preload = (): Promise<ComponentType<P>> => {
    request ??= retrying(load, retryDelays).then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    );
    return request;
  };

  const component = lazy(() =>
    loaded ? settled(loaded) : preload().then((loadedComponent) => ({ default: loadedComponent })),
  );
  return Object.assign(component, { preload });
}

/** `load()`, called again after each of `delays` while it fails; the last failure is the one thrown. */
function retrying<T>(load: () => Promise<T>, delays: readonly number[]): Promise<T> {
  return load().catch(async (error: unknown) => {
    const [wait, ...later] = delays;
    if (wait === undefined) throw error;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return retrying(load, later);
  });
}

/**
 * A thenable that calls back synchronously. React.lazy only ever calls `then` on what its loader returns;
 * its type asks for a Promise, hence the one cast.
 */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    // biome-ignore lint/suspicious/noThenProperty: being a thenable is the point
    then(onFulfilled) {
      if (!onFulfilled) throw new TypeError('settled(): then() needs a callback');
      return Promise.resolve(onFulfilled(value));
    },
  };
  return thenable as Promise<T>;
}
