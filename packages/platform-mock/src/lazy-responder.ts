import type { Responder } from './action-context';

/** A responder whose module is imported on its first request, then kept (a failed import is tried again). */
export function lazyResponder<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => Responder,
): Responder {
  let loading: Promise<Responder> | undefined;
  return async (context) => {
    loading ??= load().then(pick, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(context);
  };
}
