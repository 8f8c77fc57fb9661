/** Turns anything thrown or rejected (Daily rejects with plain strings) into an `Error`. */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  if (value && typeof value === 'object' && 'errorMsg' in value && typeof value.errorMsg === 'string') {
    return new Error(value.errorMsg, { cause: value });
  }
  return new Error(String(value), { cause: value });
}

/** An error with name `AbortError`, as `fetch` rejects with when its signal aborts. */
export function abortError(message: string): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

/** Rejects with the signal's reason as soon as it aborts, otherwise settles like `promise`. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
