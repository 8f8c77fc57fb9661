/** The readable text of a failure: a string, or a `message`, `msg` or `errorMsg` field (Daily uses all three). */
function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const fields = value as { message?: unknown; msg?: unknown; errorMsg?: unknown } | null;
  const message = fields?.message ?? fields?.msg ?? fields?.errorMsg;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Turns anything thrown or rejected into an `Error`. Daily rejects with plain strings, and some of its methods (the
 * audio-level observers, `updateInputSettings`) with `{ error }` objects, whose inner error says what went wrong.
 */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  const message =
    messageOf((value as { error?: unknown } | null)?.error) ?? messageOf(value) ?? String(value);
  return new Error(message, { cause: value });
}

/** An `Error` whose `name` says what kind of failure it is, as the browser names its `DOMException`s. */
export const namedError = (name: string, message: string): Error =>
  Object.assign(new Error(message), { name });

/** An error with name `AbortError`, as `fetch` rejects with when its signal aborts. */
export const abortError = (message: string): Error => namedError('AbortError', message);

/** An error with name `TimeoutError`, as `AbortSignal.timeout()` aborts with. */
export const timeoutError = (message: string): Error => namedError('TimeoutError', message);

/** Aborts `controller` when `signal` aborts (at once if it already has); returns the function that unlinks them. */
export function forwardAbort(signal: AbortSignal | undefined, controller: AbortController): () => void {
  // Anything that is not a signal (a JavaScript caller's `null`, a stray object) is ignored, like an unset one.
  if (typeof signal?.addEventListener !== 'function') return () => {};
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort);
  return () => signal.removeEventListener('abort', abort);
}

/** Rejects with the signal's reason as soon as it aborts, otherwise settles like `promise`. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort);
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Calls an app's listener. Its throw is reported like an uncaught error in a DOM event listener, without unwinding
 * the flow that called it (a call ending, a start failing).
 */
export function callListener<A extends unknown[]>(listener: (...args: A) => void, ...args: A): void {
  try {
    listener(...args);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** Throws a `TypeError` where a listener that is not a function is given, rather than at the first emit. */
export function assertListener(listener: unknown): void {
  if (typeof listener !== 'function')
    throw new TypeError(`A listener must be a function, not ${typeof listener}.`);
}
