import { abortError } from './errors';

/** What the queue needs of a session: one start and the call it leads to. */
export interface QueuedSession<R> {
  /** Set (by the queue) to `begin()`'s promise, or to it chained after the previous session's. */
  run?: Promise<R | null>;
  /** Set (by the session) once its call or its start is over; its call object may still be being destroyed. */
  ended?: boolean;
  /** Runs the start; settles once the session is active (with its result) or has ended (`null`). */
  begin(): Promise<R | null>;
  /** Ends an active call at once, or aborts a start in progress with `reason`. */
  end(reason: Error): void;
  /** Destroys the session's call object; resolves once every earlier call object of the page is gone too. */
  release(): Promise<void>;
}

/** The order of one `WebCall`'s starts and stops. */
export interface SessionQueue<S extends QueuedSession<R>, R> {
  /** The session starting or active; a stopped or ended one is no longer it, even while it winds down. */
  current(): S | undefined;
  /**
   * Opens a session and begins it, unless one is current (then resolves `null` and opens nothing). It begins
   * once a stopped start before it has wound down, so their events never interleave; it resolves `null` only once
   * its call object is released. `open` gets the function that stops the session if another lease preempts it.
   */
  start(open: (onPreempted: () => void) => S): Promise<R | null>;
  /** Ends the current session, if any; resolves once the newest session has wound down and is released. */
  stop(): Promise<void>;
}

/** Creates the queue of one `WebCall`: a second start is skipped, a start after a stop is never skipped. */
export function createSessionQueue<S extends QueuedSession<R>, R>(): SessionQueue<S, R> {
  let current: S | undefined;
  /** The newest session, stopped or not: a start waits for it to wind down, a stop for its release. */
  let last: S | undefined;
  const live = () => (current?.ended ? undefined : current);

  const stop = async () => {
    const session = live();
    const newest = last;
    if (session) {
      current = undefined;
      session.end(abortError('The call was stopped.'));
    }
    await newest?.run;
    await newest?.release();
  };

  return {
    current: live,
    start(open) {
      if (live()) return Promise.resolve(null);
      const previous = last;
      const session = open(() => {
        if (live() === session) void stop();
      });
      current = last = session;
      if (previous?.run && !previous.ended) session.run = previous.run.then(() => session.begin());
      else {
        // Set before `begin()` runs: a listener of its first events (emitted at once) that stops the session and
        // starts again must find this run to wait for.
        let begin!: (run: Promise<R | null>) => void;
        session.run = new Promise((resolve) => {
          begin = resolve;
        });
        begin(session.begin());
      }
      return session.run.then((response) => response ?? session.release().then(() => null));
    },
    stop,
  };
}
