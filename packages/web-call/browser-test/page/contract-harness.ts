import { type CallState, WebCall, type WebCallOptions, type WebCallTarget } from '@clinic/web-call';
import DailyIframe from '@daily-co/daily-js';

/** What a spec reads back after a start: serialisable, since it crosses `page.evaluate`. */
export interface StartReport {
  /** The id of the web call `start()` resolved, or null. */
  readonly callId: string | null;
  readonly state: CallState;
  /** Every `error` event of this WebCall so far. */
  readonly errors: readonly { type: string; stage?: string; message: string }[];
  /** Every `call-start-failed` event so far. */
  readonly failed: readonly { stage: string; message: string }[];
  /** Every `call-start-progress` so far, as `stage:status`. */
  readonly progress: readonly string[];
  /** Whether Daily still holds a call instance once `start()` has settled. */
  readonly dailyInstanceLeft: boolean;
}

/** Drives one WebCall from the specs and records its events; specs reach it as `window.contract`. */
export function createContractHarness() {
  let call: WebCall | undefined;
  const starts: Promise<StartReport>[] = [];
  const seen = {
    errors: [] as StartReport['errors'][number][],
    failed: [] as StartReport['failed'][number][],
    progress: [] as string[],
  };

  return {
    /** Replaces the current WebCall with a new one built from `options`. */
    createCall(options: WebCallOptions): void {
      seen.errors.length = 0;
      seen.failed.length = 0;
      seen.progress.length = 0;
      call = new WebCall(options)
        .on('error', (event) =>
          seen.errors.push({
            type: event.type,
            ...('stage' in event && event.stage ? { stage: event.stage } : {}),
            message: event.error.message,
          }),
        )
        .on('call-start-failed', (event) =>
          seen.failed.push({ stage: event.stage, message: event.error.message }),
        )
        .on('call-start-progress', (event) => seen.progress.push(`${event.stage}:${event.status}`));
    },
    /** Starts the current WebCall without waiting; returns the index to pass to `report`. */
    start(target: WebCallTarget): number {
      const current = call;
      if (!current) throw new Error('createCall() first.');
      const report = current.start(target).then(
        (response): StartReport => ({
          callId: response?.id ?? null,
          state: current.state,
          errors: [...seen.errors],
          failed: [...seen.failed],
          progress: [...seen.progress],
          dailyInstanceLeft: DailyIframe.getCallInstance() !== undefined,
        }),
      );
      return starts.push(report) - 1;
    },
    /** Waits for the start at `index` to settle. */
    report(index: number): Promise<StartReport> {
      const report = starts[index];
      if (!report) throw new Error(`No start #${index}.`);
      return report;
    },
  };
}

export type ContractHarness = ReturnType<typeof createContractHarness>;
