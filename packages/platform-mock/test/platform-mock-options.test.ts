import { createPlatformClient } from '@clinic/api-client';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformHandlers, createPlatformMock } from '../src/msw/platform-mock';
import { operationRows } from '../src/resources';
import { credentialWebhookBody } from './fakes/credential-webhook-body';
import { readOperationsList } from './operations-list';
import { BASE, send } from './platform-requests';
import { validBody } from './valid-requests';

describe('tokens', () => {
  it('accepts only the listed bearer tokens', async () => {
    const platform = createPlatformMock({ baseUrl: BASE, tokens: ['key-a', 'key-b'] });

    expect((await send(platform, 'GET', '/assistant', { token: 'key-b' })).status).toBe(200);
    const refused = await send(platform, 'GET', '/assistant', { token: 'key-c' });
    expect(refused).toEqual({
      status: 401,
      json: {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid token: the bearer token is not one this mock accepts.',
      },
    });
    expect((await send(platform, 'GET', '/assistant', { token: null })).status).toBe(401);
  });

  it('accepts any non-empty token by default, and none for the webhook', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    expect((await send(platform, 'GET', '/assistant', { token: 'whatever' })).status).toBe(200);
    expect(
      (await send(platform, 'POST', '/credential/webhook', { token: null, body: credentialWebhookBody }))
        .status,
    ).toBe(201);
  });
});

describe('latency', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers after `latency` ms, in-page and through the handlers', async () => {
    vi.useFakeTimers();
    const platform = createPlatformMock({ baseUrl: BASE, latency: 400 });
    let answered = 0;
    void platform
      .fetch(`${BASE}/assistant`, { headers: { Authorization: 'Bearer k' } })
      .then(() => answered++);
    void getResponse(
      platform.handlers,
      new Request(`${BASE}/assistant`, { headers: { Authorization: 'Bearer k' } }),
    ).then(() => answered++);

    await vi.advanceTimersByTimeAsync(399);
    expect(answered).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(2);
  });

  it('an abort during the wait rejects the in-page fetch with the AbortError, leaving no timer', async () => {
    vi.useFakeTimers();
    const platform = createPlatformMock({ baseUrl: BASE, latency: 1_000 });
    const controller = new AbortController();

    const pending = platform
      .fetch(`${BASE}/assistant`, { signal: controller.signal })
      .catch((error) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();

    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a client test its timeout against a slow platform', async () => {
    vi.useFakeTimers();
    const platform = createPlatformMock({ baseUrl: BASE, latency: 60_000 });
    const client = createPlatformClient({ baseUrl: BASE, token: 'k', fetch: platform.fetch, timeout: 5_000 });

    const pending = client.GET('/assistant').catch((error) => error);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await pending).toMatchObject({ name: 'TimeoutError' });
  });
});

describe('seed', () => {
  it('stores entities as given, filling id, orgId, createdAt and updatedAt when missing', async () => {
    const NIGHT = '00000000-0000-4000-8000-00000000000e';
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: orgs } = await send(platform, 'GET', '/org');

    const [reception, night] = platform.seed('/assistant', [
      { name: 'Reception' },
      { id: NIGHT, name: 'Night line', createdAt: '2025-12-24T20:00:00.000Z' },
    ]);

    expect(reception).toEqual({
      id: expect.any(String),
      orgId: orgs[0].id,
      name: 'Reception',
      createdAt: expect.any(String),
      updatedAt: reception?.createdAt,
    });
    expect(night).toMatchObject({
      id: NIGHT,
      createdAt: '2025-12-24T20:00:00.000Z',
      updatedAt: '2025-12-24T20:00:00.000Z',
    });
    expect((await send(platform, 'GET', `/assistant/${NIGHT}`)).json).toEqual(night);
    expect((await send(platform, 'GET', '/assistant')).json).toHaveLength(2);
  });

  it('seeds nested collections and keeps their parent scoping', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const [suite] = platform.seed('/test-suite', [{ name: 'Booking' }]);
    platform.seed('/test-suite/{testSuiteId}/test', [{ name: 'Books a cleaning', testSuiteId: suite?.id }]);

    const { json } = await send(platform, 'GET', `/test-suite/${suite?.id}/test`);

    expect(json.results.map((test: { name: string }) => test.name)).toEqual(['Books a cleaning']);
  });

  it('refuses a path that is not a collection of the platform', () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    // @ts-expect-error not a collection path of the operations list
    expect(() => platform.seed('/assistants', [{}])).toThrow(TypeError);
  });

  it('refuses an entity path or a create-only operation (which it used to store into the calls), naming the collection', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    // @ts-expect-error creates a call, but is no collection
    expect(() => platform.seed('/call/web', [{ assistantId: 'a' }])).toThrow(
      new TypeError('seed("/call/web"): not a collection path of the platform; seed its collection, /call.'),
    );
    // @ts-expect-error one entity of a collection
    expect(() => platform.seed('/test-suite/{testSuiteId}/test/{id}', [{}])).toThrow(
      'seed its collection, /test-suite/{testSuiteId}/test.',
    );
    // @ts-expect-error no collection under it: every collection path is named
    expect(() => platform.seed('/analytics', [{}])).toThrow(
      /GET lists the entities: \/assistant, \/v2\/assistant, /,
    );
    expect((await send(platform, 'GET', '/call')).json).toEqual([]);
  });

  it('seeds every collection the platform lists, campaigns, credentials and simulation runs included', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    platform.seed('/v2/campaign', [{ name: 'Recall', status: 'scheduled' }]);
    platform.seed('/credential', [{ provider: 'webhook', name: 'Clinic server' }]);

    expect((await send(platform, 'GET', '/campaign')).json.results).toHaveLength(1);
    expect((await send(platform, 'GET', '/credential')).json).toMatchObject([{ name: 'Clinic server' }]);
  });
});

describe('fail', () => {
  it('answers the next request to the operation with the status, in the platform error shape', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    platform.fail('GET /assistant/{id}', { status: 503 });
    const [assistant] = platform.seed('/assistant', [{ name: 'Reception' }]);

    const failed = await send(platform, 'GET', `/assistant/${assistant?.id}`);
    const next = await send(platform, 'GET', `/assistant/${assistant?.id}`);

    expect(failed).toEqual({
      status: 503,
      json: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service Unavailable (injected by the mock for GET /assistant/{id}).',
      },
    });
    expect(next.status).toBe(200);
  });

  it('fails `times` requests with the given body, and touches no other operation', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    platform.fail('POST /call/web', { status: 429, body: { message: 'slow down' }, times: 2 });
    const start = () => send(platform, 'POST', '/call/web', { body: validBody('POST /call/web') });

    expect((await send(platform, 'GET', '/assistant')).status).toBe(200);
    expect(await start()).toEqual({ status: 429, json: { message: 'slow down' } });
    expect((await start()).status).toBe(429);
    expect((await start()).status).toBe(201);
  });

  it('lets a client test its retries', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    platform.fail('GET /assistant', { status: 503, times: 2 });
    const client = createPlatformClient({
      baseUrl: BASE,
      token: 'k',
      fetch: platform.fetch,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });

    await expect(client.GET('/assistant')).resolves.toMatchObject({ data: [] });
  });

  it('refuses an operation the platform does not have', () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    // @ts-expect-error not an operation of the list
    expect(() => platform.fail('GET /assistants', { status: 500 })).toThrow(TypeError);
  });
});

describe('reset', () => {
  it('empties the store, drops pending failures and keeps the caller signed in to a fresh org', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    platform.seed('/assistant', [{ name: 'Reception' }]);
    platform.fail('GET /assistant', { status: 500, times: 5 });

    platform.reset();

    expect(await send(platform, 'GET', '/assistant')).toEqual({ status: 200, json: [] });
    const { json: orgs } = await send(platform, 'GET', '/org');
    expect(orgs).toHaveLength(1);
    const { json: squad } = await send(platform, 'POST', '/squad', { body: validBody('POST /squad') });
    expect(squad.orgId).toBe(orgs[0].id);
  });
});

describe('fetch and handlers', () => {
  it('fetch fails like a network error for a host the mock does not serve', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    await expect(platform.fetch('https://elsewhere.test/assistant')).rejects.toBeInstanceOf(TypeError);
  });

  it('fetch rejects a request whose signal is already aborted', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    await expect(platform.fetch(`${BASE}/assistant`, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('has one handler per operation of the list, then one for everything else under the base URL', async () => {
    const operations = await readOperationsList();
    const platform = createPlatformMock({ baseUrl: BASE });

    expect(operationRows()).toHaveLength(operations.length);
    expect(platform.handlers).toHaveLength(operations.length + 1);
    expect(createPlatformHandlers({ baseUrl: BASE })).toHaveLength(operations.length + 1);
    const unknown = await getResponse(platform.handlers, new Request(`${BASE}/nothing-here`));
    expect(unknown?.status).toBe(404);
    const malformed = await getResponse(
      platform.handlers,
      new Request(`${BASE}/assistant/%E0%A4%A`, { headers: { Authorization: 'Bearer k' } }),
    );
    expect(malformed?.status).toBe(400);
  });
});
