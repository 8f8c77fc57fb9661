import { createPlatformCaller, createPlatformClient, PlatformApiError } from '@clinic/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingFetch, json } from '../../api-client/test/fakes/recording-fetch';
import { credentialWebhookBody } from './fakes/credential-webhook-body';
import {
  createMockPlatform,
  createMockPlatformCaller,
  createMockTransport,
  TEST_BASE_URL,
} from './fakes/mock-platform';

// The client's behaviour with the mock behind it: the requests the client and the light caller send, as the mock
// reads them, and the answers it gives back. They live here, beside the mock, because the mock depends on the
// client and never the reverse; the client's own tests use a recording fetch only.

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('the light caller against the mock', () => {
  it('POST /call/web: a JSON body with a JSON content-type, the 201 answer as data', async () => {
    const { caller, requests } = createMockPlatformCaller();

    const { data, response } = await caller.POST('/call/web', { body: { assistantId: 'front-desk' } });

    expect(response.status).toBe(201);
    expect(data.id).toEqual(expect.any(String));
    expect(data.webCallUrl).toMatch(/^https:\/\//);
    expect(requests[0]?.url).toBe(`${TEST_BASE_URL}/call/web`);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ assistantId: 'front-desk' });
  });

  it('serializes the query like the full client, leaving unset filters out', async () => {
    const { caller, requests } = createMockPlatformCaller();
    await caller.POST('/call/web', { body: { assistantId: 'front desk' } });
    await caller.POST('/call/web', { body: { assistantId: 'after-hours' } });

    const { data } = await caller.GET('/v2/call', {
      params: { query: { assistantId: 'front desk', page: 1, limit: 10, phoneNumberId: undefined } },
    });

    expect(requests[2]?.url).toBe(`${TEST_BASE_URL}/v2/call?assistantId=front%20desk&page=1&limit=10`);
    expect(data.results.map((call) => call.assistantId)).toEqual(['front desk']);
    expect(data.metadata).toMatchObject({ currentPage: 1, itemsPerPage: 10, totalItems: 1 });
  });

  it('fills and encodes path parameters; create → update → replace → read → delete round-trips', async () => {
    const { caller, requests } = createMockPlatformCaller();
    const { data: created } = await caller.POST('/assistant', { body: { name: 'Front desk' } });
    const path = { id: created.id };

    await caller.PATCH('/assistant/{id}', { params: { path }, body: { name: 'Reception' } });
    const { data: read } = await caller.GET('/assistant/{id}', { params: { path } });
    await caller.PUT('/assistant/{id}', { params: { path }, body: { name: 'Night line' } });
    const { data: deleted } = await caller.DELETE('/assistant/{id}', { params: { path } });
    const gone = await rejectionOf(caller.GET('/assistant/{id}', { params: { path } }));

    expect(read.name).toBe('Reception');
    expect(deleted).toMatchObject({ id: created.id, name: 'Night line' });
    expect(gone).toMatchObject({ status: 404 });
    expect(requests.map((request) => `${request.method} ${request.url}`).slice(1)).toEqual(
      ['PATCH', 'GET', 'PUT', 'DELETE', 'GET'].map(
        (method) => `${method} ${TEST_BASE_URL}/assistant/${encodeURIComponent(created.id)}`,
      ),
    );
  });

  it('rejects a call without a required path parameter before sending anything', async () => {
    const { caller, requests } = createMockPlatformCaller();

    // @ts-expect-error the id path parameter is required
    const error = await rejectionOf(caller.GET('/assistant/{id}', { params: { path: {} } }));

    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('/assistant/{id}: "id" is missing, empty, "." or ".."');
    expect(requests).toHaveLength(0);
  });

  it('4xx: PlatformApiError with the status, the parsed body, the method and the URL', async () => {
    const { caller } = createMockPlatformCaller();

    // Every field of the body is optional in the schema; the platform wants one of the targets.
    const error = await rejectionOf(caller.POST('/call/web', { body: {} }));

    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({
      status: 400,
      method: 'POST',
      url: `${TEST_BASE_URL}/call/web`,
      body: { statusCode: 400, message: expect.any(String) },
    });
    expect((error as Error).message).toMatch(/^400 from POST https:\/\/platform\.test\/call\/web: \S/);
  });

  it('5xx: PlatformApiError with a text body kept as text, and no retry even for a GET', async () => {
    const unavailable = () =>
      new Response('maintenance until 3 am', { status: 503, headers: { 'Retry-After': '0' } });
    const { caller, requests } = createMockPlatformCaller({}, unavailable);

    const error = await rejectionOf(caller.GET('/assistant'));

    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 503, body: 'maintenance until 3 am', method: 'GET' });
    expect(requests).toHaveLength(1);
  });

  it('asks an async token provider before each call, so a refreshed token is used', async () => {
    const tokens = ['first', 'second'];
    const token = vi.fn(async () => tokens.shift());
    const { caller, requests } = createMockPlatformCaller({ token });

    await caller.GET('/squad');
    await caller.GET('/squad');

    expect(token).toHaveBeenCalledTimes(2);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('sends no Authorization when the provider has no token: the platform answers 401', async () => {
    const { caller, requests } = createMockPlatformCaller({ token: () => undefined });

    const error = await rejectionOf(caller.GET('/squad'));

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(error).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('sends no Authorization on POST /credential/webhook, even when default headers carry one', async () => {
    const { caller, requests } = createMockPlatformCaller({
      headers: { Authorization: 'Bearer from-headers' },
    });

    await caller.POST('/credential/webhook', { body: credentialWebhookBody });
    await caller.GET('/credential');

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer test-key');
  });

  it("merges headers: the caller's, then the call's, which win", async () => {
    const { caller, requests } = createMockPlatformCaller({
      headers: { 'X-Clinic': 'north', 'X-Trace': 'caller' },
    });

    await caller.GET('/tool', { headers: { 'x-trace': 'call' } });

    expect(requests[0]?.headers.get('X-Clinic')).toBe('north');
    expect(requests[0]?.headers.get('X-Trace')).toBe('call');
  });

  it('sends a FormData body as multipart with the boundary written by fetch, never a JSON content-type', async () => {
    const { caller, requests } = createMockPlatformCaller();
    const form = new FormData();
    form.append('file', new File(['hello clinic'], 'notes.txt', { type: 'text/plain' }));

    const { data } = await caller.POST('/file', { body: form });

    const contentType = requests[0]?.headers.get('Content-Type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const part = (await requests[0]?.formData())?.get('file');
    expect(await (part as File).text()).toBe('hello clinic');
    expect(data).toMatchObject({ name: 'notes.txt', bytes: 12, mimetype: 'text/plain' });
  });
});

describe('the light caller and the full client send the same requests', () => {
  const exchanges = [
    ['GET', '/v2/call', { params: { query: { page: 2, limit: 5, sortOrder: 'ASC' } } }],
    ['GET', '/assistant/{id}', { params: { path: { id: 'a b' } } }],
    ['POST', '/call/web', { body: { assistantId: 'front desk' }, headers: { 'X-Call': '1' } }],
    ['POST', '/credential/webhook', { body: { event: 'connected' } }],
    ['PATCH', '/squad/{id}', { params: { path: { id: 's1' } }, body: { name: 'Night' } }],
    ['DELETE', '/tool/{id}', { params: { path: { id: 't1' } } }],
    ['POST', '/file', { body: notesForm() }],
  ] as const;

  function notesForm() {
    const form = new FormData();
    form.append('file', new File(['hello clinic'], 'notes.txt', { type: 'text/plain' }));
    return form;
  }

  async function describeRequest(request: Request | undefined) {
    if (!request) return undefined;
    // fetch picks a random multipart boundary per request: the same part for both.
    const boundary = /boundary=(.+)$/.exec(request.headers.get('Content-Type') ?? '')?.[1];
    const unbounded = (text: string) => (boundary ? text.replaceAll(boundary, '<boundary>') : text);
    return {
      method: request.method,
      url: request.url,
      headers: [...request.headers].map(([name, value]) => [name, unbounded(value)]).sort(),
      body: unbounded(await request.text()),
    };
  }

  it.each(exchanges)('%s %s', async (method, path, init) => {
    const options = { token: async () => 'k', headers: { 'X-Clinic': 'north' } };
    // Counter ids and a fixed clock, so that two stores answer alike.
    const counterStore = () => {
      let next = 0;
      return { newId: () => `id-${++next}`, now: () => Date.UTC(2026, 0, 5) };
    };
    const viaClient = createMockTransport(undefined, counterStore());
    const viaCaller = createMockTransport(undefined, counterStore());
    const client = createPlatformClient({ ...options, baseUrl: TEST_BASE_URL, fetch: viaClient.fetch });
    const caller = createPlatformCaller({ ...options, baseUrl: TEST_BASE_URL, fetch: viaCaller.fetch });
    type Loose = (path: string, init: object) => Promise<unknown>;

    const outcomes = await Promise.allSettled([
      (client[method] as Loose)(path, init),
      (caller[method] as Loose)(path, init),
    ]);

    expect(await describeRequest(viaCaller.requests[0])).toEqual(
      await describeRequest(viaClient.requests[0]),
    );
    // The same answer too: both resolve, or both reject with the same PlatformApiError.
    const [fromClient, fromCaller] = outcomes.map((outcome) =>
      outcome.status === 'fulfilled'
        ? { data: (outcome.value as { data: unknown }).data }
        : { error: { ...(outcome.reason as PlatformApiError), message: (outcome.reason as Error).message } },
    );
    expect(fromCaller).toEqual(fromClient);
  });
});

describe('the full client against the mock', () => {
  it('sends no Authorization on POST /credential/webhook, even when default headers carry one', async () => {
    const { client, requests } = createMockPlatform({ headers: { Authorization: 'Bearer from-headers' } });

    const { response } = await client.POST('/credential/webhook', { body: credentialWebhookBody });
    await Promise.allSettled([client.POST('/credential/trigger', { body: {} })]);

    expect(response.ok).toBe(true);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer test-key');
  });

  it('sends a FormData body as multipart with the boundary written by fetch, never a JSON content-type', async () => {
    const { client, requests } = createMockPlatform();
    const form = new FormData();
    form.append('file', new File(['hello clinic'], 'notes.txt', { type: 'text/plain' }));

    const { data } = await client.POST('/file', { body: form });

    const contentType = requests[0]?.headers.get('Content-Type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(contentType).not.toContain('json');
    const part = (await requests[0]?.formData())?.get('file');
    expect(part).toBeInstanceOf(File);
    expect(await (part as File).text()).toBe('hello clinic');
    expect(data).toMatchObject({ name: 'notes.txt', bytes: 12, mimetype: 'text/plain' });
  });
});

describe('non-2xx answers of the mock, through the client', () => {
  it('401 from the mock when the client has no token: PlatformApiError with the parsed body', async () => {
    const { client } = createMockPlatform({ token: undefined });

    const error = await rejectionOf(client.GET('/assistant'));

    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({
      name: 'PlatformApiError',
      status: 401,
      method: 'GET',
      url: 'https://platform.test/assistant',
      body: { statusCode: 401, error: 'Unauthorized' },
    });
    expect((error as Error).message).toBe(
      '401 from GET https://platform.test/assistant: Missing bearer token: send "Authorization: Bearer <your API key>".',
    );
  });

  it('404 for an unknown id', async () => {
    const { client } = createMockPlatform();

    const id = '00000000-0000-4000-8000-00000000dead';
    const error = await rejectionOf(client.GET('/assistant/{id}', { params: { path: { id } } }));

    expect(error).toMatchObject({ status: 404, body: { message: `No assistant with id "${id}".` } });
    expect((error as Error).message).toBe(
      `404 from GET https://platform.test/assistant/${id}: No assistant with id "${id}".`,
    );
  });

  it('400 with the validation message when a web call names no assistant, squad or workflow', async () => {
    const { client } = createMockPlatform();

    const error = await rejectionOf(client.POST('/call/web', { body: {} }));

    expect(error).toMatchObject({
      status: 400,
      method: 'POST',
      body: { message: 'Assistant or Squad or Workflow must be provided.' },
    });
  });

  it('resolves 2xx answers with data and never an error', async () => {
    const { client } = createMockPlatform();

    const result = await client.POST('/call/web', { body: { assistantId: 'front-desk' } });

    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(201);
    expect(result.data).toMatchObject({ assistantId: 'front-desk' });
  });
});

describe('unhandled rejections', () => {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  beforeEach(() => {
    seen.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('none are left behind by failing, aborted or retried requests', async () => {
    const { client } = createMockPlatform();
    const failing = createPlatformClient({
      token: 'k',
      retry: { retries: 1, baseDelayMs: 0 },
      fetch: createRecordingFetch((request) =>
        request.url.endsWith('/network') ? Promise.reject(new TypeError('offline')) : json({}, 503),
      ).fetch,
    });
    const controller = new AbortController();
    const aborted = client.GET('/assistant', { signal: controller.signal });
    controller.abort();

    const outcomes = await Promise.allSettled([
      client.GET('/assistant/{id}', { params: { path: { id: 'missing' } } }),
      client.POST('/call/web', { body: {} }),
      failing.GET('/tool'),
      failing.GET('/file/{id}', { params: { path: { id: 'network' } } }),
      aborted,
    ]);
    // Unhandled rejections are reported after a macrotask turn.
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill('rejected'));
    expect(seen).toEqual([]);
  });
});
