/** Whether founding-clinic applications are still accepted. */
export type FoundingStatus = 'open' | 'closed';

/**
 * Applications are open through the whole deadline day (Central European time is at most UTC+2, so the day
 * ends at 22:00 UTC at the latest; we close at the end of the day in UTC to never close early).
 */
export function foundingStatus(now: Date, deadlineIso: string): FoundingStatus {
  const endOfDeadline = new Date(`${deadlineIso}T23:59:59.999Z`);
  return now.getTime() <= endOfDeadline.getTime() ? 'open' : 'closed';
}
