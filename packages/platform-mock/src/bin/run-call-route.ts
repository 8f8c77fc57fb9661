import type { PlatformMockCore } from '../platform-mock-core';

/** The bin's own route, outside the platform's paths: `POST /_mock/call/{id}/run` with `{ script }`. */
export const RUN_CALL_ROUTE = /^\/_mock\/call\/([^/]+)\/run$/;
/** The bin's route that ends a simulation run item: `POST /_mock/simulation-run-item/{itemId}/play`. */
export const PLAY_RUN_ITEM_ROUTE = /^\/_mock\/simulation-run-item\/([^/]+)\/play$/;

/** Whether a path is one of the bin's own routes rather than the platform's. */
export const isBinRoute = (pathname: string): boolean =>
  RUN_CALL_ROUTE.test(pathname) || PLAY_RUN_ITEM_ROUTE.test(pathname);

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the bin's own routes (a call's run, a run item's end), or returns undefined for any other request. The run's messages go out through the
 * real network, so a tool server in any language can be driven this way.
 */
export async function answerRunCallRoute(
  platform: Pick<PlatformMockCore, 'runCall' | 'playSimulationRunItem'>,
  request: Request,
): Promise<Response | undefined> {
  const pathname = new URL(request.url).pathname;
  const item = PLAY_RUN_ITEM_ROUTE.exec(pathname);
  if (item) return answerPlayRunItem(platform, request.method, decodeURIComponent(item[1] as string));
  const match = RUN_CALL_ROUTE.exec(pathname);
  if (!match) return undefined;
  if (request.method !== 'POST') return answer(405, { message: 'POST a { script } to run the call.' });
  let script: unknown;
  try {
    script = ((await request.json()) as { script?: unknown })?.script;
  } catch {
    script = undefined;
  }
  if (!Array.isArray(script)) return answer(400, { message: 'The body must be { "script": [ …steps ] }.' });
  try {
    return answer(200, await platform.runCall(decodeURIComponent(match[1] as string), { script }));
  } catch (error) {
    return answer(404, { message: error instanceof Error ? error.message : String(error) });
  }
}

async function answerPlayRunItem(
  platform: Pick<PlatformMockCore, 'playSimulationRunItem'>,
  method: string,
  itemId: string,
): Promise<Response> {
  if (method !== 'POST') return answer(405, { message: 'POST to play the run item to its end.' });
  try {
    return answer(200, await platform.playSimulationRunItem(itemId));
  } catch (error) {
    return answer(404, { message: error instanceof Error ? error.message : String(error) });
  }
}
