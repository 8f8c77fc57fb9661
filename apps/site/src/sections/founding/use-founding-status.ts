import { useSyncExternalStore } from 'react';
import { env } from '../../config/env';
import { type FoundingStatus, foundingStatus } from '../../data/founding';

const noSubscription = () => () => {};

/** Today, for the founding deadline; tests replace it. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/**
 * Whether founding applications are open. The prerendered page was built on `__BUILD_DATE__`, so hydration
 * starts from that answer and then switches to today's.
 */
export function useFoundingStatus(
  deadline: string = env.foundingDeadline,
  clock: Clock = systemClock,
): FoundingStatus {
  return useSyncExternalStore(
    noSubscription,
    () => foundingStatus(clock(), deadline),
    () => foundingStatus(new Date(`${__BUILD_DATE__}T12:00:00Z`), deadline),
  );
}
