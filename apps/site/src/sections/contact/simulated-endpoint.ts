import { consultationSchema } from './consultation-schema';

/**
 * An in-page stand-in for the contact endpoint: it checks the JSON like a real one would and answers,
 * but sends nothing anywhere. The form says so beside itself, so a visitor is never misled.
 */
export function createSimulatedContactFetch(options: { delayMs?: number } = {}): typeof fetch {
  const { delayMs = 300 } = options;
  return async (_input, init) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    let body: unknown;
    try {
      body = JSON.parse(String(init?.body ?? ''));
    } catch {
      return Response.json({ error: 'invalid JSON' }, { status: 400 });
    }
    const parsed = consultationSchema.safeParse(body);
    return parsed.success
      ? Response.json({ simulated: true, received: true }, { status: 202 })
      : Response.json({ error: 'invalid request' }, { status: 422 });
  };
}
