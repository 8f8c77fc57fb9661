/** Runs each change given to it after every change given before has settled, whatever their outcome. */
export type Turns = <T>(change: () => Promise<T>) => Promise<T>;

/**
 * One device's changes in the order they were asked for: the last one asked is the one in force, however long each
 * device takes to open or to switch.
 */
export function createTurns(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return (change) => {
    const changed = last.then(change);
    last = changed.catch(() => {});
    return changed;
  };
}
