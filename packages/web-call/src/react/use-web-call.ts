import { useEffect, useState } from 'react';
import { WebCall } from '../web-call';
import type { WebCallOptions } from '../web-call-options';

/**
 * One `WebCall` for the lifetime of the component, stopped when it unmounts. Options are read on the first
 * render only (like a `useState` initial value); remount with a `key` to change them.
 */
export function useWebCall(options: WebCallOptions): WebCall {
  const [call] = useState(() => new WebCall(options));
  useEffect(
    () => () => {
      void call.stop();
    },
    [call],
  );
  return call;
}
