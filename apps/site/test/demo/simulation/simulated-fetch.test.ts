import { describe, expect, it, vi } from 'vitest';
import { createSimulatedFetch } from '../../../src/demo/simulation/simulated-fetch';

const BASE = 'https://api.platform.test';

const postWebCall = (simulated: typeof fetch, headers: Record<string, string>) =>
  simulated(`${BASE}/call/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ assistantId: 'demo-assistant' }),
  });

describe('createSimulatedFetch', () => {
  it('answers POST /call/web from the msw handlers, in the page, with a room to join', async () => {
    const simulated = createSimulatedFetch({ baseUrl: BASE });
    const response = await postWebCall(simulated, { authorization: 'Bearer simulated-demo-key' });
    expect(response.status).toBe(201);
    const call = (await response.json()) as { id: string; webCallUrl: string; assistantId: string };
    expect(call.webCallUrl).toMatch(/^https:\/\/.+\.daily\.co\//);
    expect(call.assistantId).toBe('demo-assistant');
  });

  it('refuses like the platform does without a key', async () => {
    const response = await postWebCall(createSimulatedFetch({ baseUrl: BASE }), {});
    expect(response.status).toBe(401);
  });

  it('rejects like an unreachable host for anything outside the platform', async () => {
    const simulated = createSimulatedFetch({ baseUrl: BASE });
    await expect(simulated('https://elsewhere.test/x')).rejects.toBeInstanceOf(TypeError);
  });

  it('waits its latency before answering, and honours an abort during it', async () => {
    const waits: number[] = [];
    let release = () => {};
    const wait = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const simulated = createSimulatedFetch({ baseUrl: BASE, latencyMs: 300, wait });
    const controller = new AbortController();
    const pending = simulated(`${BASE}/call/web`, { method: 'POST', signal: controller.signal });
    await vi.waitFor(() => expect(waits).toEqual([300]));
    controller.abort(new DOMException('stopped', 'AbortError'));
    release();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
