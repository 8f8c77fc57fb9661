import type { PlatformMockCore } from '../platform-mock-core';

/** The bin's own route, outside the platform's paths: `POST /_mock/call/{id}/run` with `{ script }`. */
export const RUN_CALL_ROUTE = /^\/_mock\/call\/([^/]+)\/run$/;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the run route, or returns undefined for any other request. The run's messages go out through the
 * real network, so a tool server in any language can be driven this way.
 */
export async function answerRunCallRoute(
  platform: Pick<PlatformMockCore, 'runCall'>,
  request: Request,
): Promise<Response | undefined> {
  const match = RUN_CALL_ROUTE.exec(new URL(request.url).pathname);
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
