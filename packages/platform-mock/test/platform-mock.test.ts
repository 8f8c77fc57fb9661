import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../src/msw/platform-mock';
import { OPERATIONS, type OperationKey } from '../src/resources';
import { credentialWebhookBody } from './fakes/credential-webhook-body';
import { BASE, send } from './platform-requests';
import { validBody } from './valid-requests';

const keys = Object.keys(OPERATIONS) as OperationKey[];
const rowsOf = (resource: string) => keys.filter((key) => OPERATIONS[key].resource === resource);
// Creating an org also makes the caller its admin, so its create is a custom action.
const CUSTOM_CREATES: Record<string, OperationKey> = { org: 'POST /org' };
const find = (resource: string, action: string) =>
  (action === 'create' ? CUSTOM_CREATES[resource] : undefined) ??
  rowsOf(resource)
    .filter((key) => OPERATIONS[key].action === action)
    .sort((a, b) => a.length - b.length)[0];

/** Resources with a create, a get, a list, an update and a delete: the full round trip applies to them. */
const CRUD_RESOURCES = [...new Set(keys.map((key) => OPERATIONS[key].resource))].filter((resource) =>
  ['create', 'get', 'list', 'update', 'delete'].every((action) => find(resource, action)),
);

const PATH_VALUES: Record<string, string> = {
  provider: 'cartesia',
  resourceName: 'pronunciation-dictionary',
};

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? PATH_VALUES[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

function pathOf(key: string | undefined): [string, string] {
  if (!key) throw new Error('missing operation');
  const [method, path] = key.split(' ');
  return [method as string, path as string];
}

// Query parameters the platform requires of a list.
const LIST_QUERIES: Record<string, Record<string, string>> = { '/file': { purpose: 'assistant' } };

// Query parameters the platform requires of an update.
const UPDATE_QUERIES: Record<string, Record<string, string>> = {
  'PATCH /structured-output/{id}': { schemaOverride: 'false' },
};

function createBody(operation: string): unknown {
  if (operation.startsWith('POST /file')) {
    const form = new FormData();
    form.append('file', new File(['x-ray notes'], 'notes.txt', { type: 'text/plain' }));
    form.append('purpose', 'assistant');
    return form;
  }
  // Tool names are function names: letters, digits, `_` and `-`.
  return {
    ...validBody(operation),
    name: operation === 'POST /tool' ? 'created-by-test' : 'Created by test',
  };
}

describe('CRUD round trip through the platform', () => {
  it('covers every resource that has the five collection actions', () => {
    expect(CRUD_RESOURCES.sort()).toEqual([
      'assistant',
      'board',
      'call',
      'campaign',
      'credential',
      'eval',
      'file',
      'insight',
      'knowledge-base',
      'org',
      'phone-number',
      'provider-resource',
      'scorecard',
      'session',
      'simulation',
      'simulation-personality',
      'simulation-scenario',
      'simulation-suite',
      'squad',
      'structured-output',
      'template',
      'test-suite',
      'test-suite-run',
      'test-suite-test',
      'token',
      'tool',
      'workflow',
    ]);
  });

  it.each(CRUD_RESOURCES)('%s: create → read → list → update → delete → 404', async (resource) => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const values: Record<string, string> = {};
    if (rowsOf(resource).some((key) => key.includes('{testSuiteId}'))) {
      const suite = await send(platform, 'POST', '/test-suite', { body: validBody('POST /test-suite') });
      values.testSuiteId = suite.json.id;
    }
    const [createMethod, createPath] = pathOf(find(resource, 'create'));
    const [, listPath] = pathOf(find(resource, 'list'));
    const [, itemPath] = pathOf(find(resource, 'get'));
    const listOf = async () => {
      const { status, json } = await send(platform, 'GET', fill(listPath, values), {
        query: LIST_QUERIES[listPath] ?? {},
      });
      expect({ status, message: json?.message }).toEqual({ status: 200, message: undefined });
      return (Array.isArray(json) ? json : json.results) as Array<{ id: string }>;
    };

    const created = await send(platform, createMethod, fill(createPath, values), {
      body: createBody(find(resource, 'create') ?? ''),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id: expect.any(String) });
    const item = fill(itemPath, { ...values, id: created.json.id });

    expect(await send(platform, 'GET', item)).toEqual({ status: 200, json: created.json });
    expect((await listOf()).map((entity) => entity.id)).toContain(created.json.id);

    const updated = await send(platform, 'PATCH', item, {
      body: { ...validBody(find(resource, 'update') ?? ''), name: 'Renamed' },
      query: UPDATE_QUERIES[find(resource, 'update') ?? ''] ?? {},
    });
    expect(updated.json.message).toBeUndefined();
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      id: created.json.id,
      name: 'Renamed',
      createdAt: created.json.createdAt,
    });
    expect((await send(platform, 'GET', item)).json.name).toBe('Renamed');

    const deleted = await send(platform, 'DELETE', item);
    expect(deleted).toEqual({ status: 200, json: updated.json });
    const gone = await send(platform, 'GET', item);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toContain(created.json.id);
    expect((await listOf()).map((entity) => entity.id)).not.toContain(created.json.id);
    expect((await send(platform, 'DELETE', item)).status).toBe(404);
  });

  it('PUT replaces an assistant: fields not sent are gone, id and createdAt stay', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: created } = await send(platform, 'POST', '/assistant', {
      body: { name: 'A', firstMessage: 'Hi' },
    });

    const { status, json } = await send(platform, 'PUT', `/assistant/${created.id}`, { body: { name: 'B' } });

    expect(status).toBe(200);
    expect(json).toMatchObject({ id: created.id, createdAt: created.createdAt, name: 'B' });
    expect(json).not.toHaveProperty('firstMessage');
  });

  it('keeps the server-owned fields: a body cannot set id, createdAt or orgId', async () => {
    // The platform refuses those properties outright; unvalidated, the store still keeps its own.
    const platform = createPlatformMock({ baseUrl: BASE, validate: false });
    const { json: created } = await send(platform, 'POST', '/tool', {
      body: { id: 'mine', type: 'function' },
    });
    expect(created.id).not.toBe('mine');

    const { json: updated } = await send(platform, 'PATCH', `/tool/${created.id}`, {
      body: { id: 'other', createdAt: 'then', orgId: 'someone-else' },
    });

    expect(updated).toMatchObject({ id: created.id, createdAt: created.createdAt, orgId: created.orgId });
  });
});

describe('stores', () => {
  it('each createPlatformHandlers call has its own', async () => {
    const first = createPlatformMock({ baseUrl: BASE });
    const second = createPlatformMock({ baseUrl: BASE });
    const { json } = await send(first, 'POST', '/assistant', { body: { name: 'Only here' } });

    expect((await send(first, 'GET', `/assistant/${json.id}`)).status).toBe(200);
    expect((await send(second, 'GET', `/assistant/${json.id}`)).status).toBe(404);
    expect((await send(second, 'GET', '/assistant')).json).toEqual([]);
  });

  it('answers only its own base URL', async () => {
    const platform = createPlatformMock({ baseUrl: 'http://localhost:9999/api/' });
    const { getResponse } = await import('msw');

    const own = await getResponse(
      platform.handlers,
      new Request('http://localhost:9999/api/assistant', { headers: { Authorization: 'Bearer k' } }),
    );
    const other = await getResponse(platform.handlers, new Request('https://api.vapi.ai/assistant'));

    expect(own?.status).toBe(200);
    expect(other).toBeUndefined();
  });
});

describe('authentication', () => {
  const protectedKeys = keys.filter((key) => key !== 'POST /credential/webhook');

  it.each(protectedKeys)('%s without a bearer token → 401', async (key) => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const [method, path] = pathOf(key);

    const { status, json } = await send(
      platform,
      method,
      fill(path, { id: 'x', testSuiteId: 'x', memberId: 'x', workflowId: 'x', fileId: 'x', itemId: 'x' }),
      {
        token: null,
      },
    );

    expect(status).toBe(401);
    expect(json).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.stringContaining('Bearer'),
    });
  });

  it('rejects an Authorization header that is not a bearer token', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { getResponse } = await import('msw');

    const response = await getResponse(
      platform.handlers,
      new Request(`${BASE}/assistant`, { headers: { Authorization: 'Basic dXNlcjpwYXNz' } }),
    );

    expect(response?.status).toBe(401);
  });

  it('POST /credential/webhook needs no token', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/credential/webhook', {
      token: null,
      body: credentialWebhookBody,
    });

    expect(status).toBe(201);
    expect(json).toMatchObject({ received: true, payload: { type: 'auth', connectionId: 'connection-1' } });
  });
});

describe('bad input', () => {
  it.each([
    ['an array', '[1,2]', 'Request body must be a JSON object.'],
    ['a string', '"hello"', 'Request body must be a JSON object.'],
    ['null', 'null', 'Request body must be a JSON object.'],
    ['not JSON at all', '{"name":', 'Request body is not valid JSON.'],
  ])('a JSON body that is %s → 400', async (_, raw, message) => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/assistant', { body: raw });

    expect(status).toBe(400);
    expect(json).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('a multipart operation sent JSON → 400', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/file', { body: { name: 'x' } });

    expect(status).toBe(400);
    expect(json.message).toBe('Expected a multipart/form-data body.');
  });

  it('a file upload without a file part → 400', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const form = new FormData();
    form.append('purpose', 'assistant');

    const { status, json } = await send(platform, 'POST', '/file/upload', { body: form });

    expect(status).toBe(400);
    expect(json.message).toEqual(['file should not be empty']);
  });

  it.each([
    [{ page: 0 }, 'page must not be less than 1'],
    [{ limit: 5000 }, 'limit must not be greater than 1000'],
    [{ sortOrder: 'sideways' }, 'sortOrder must be one of the following values: ASC, DESC'],
    [{ createdAtGt: 'yesterday' }, 'createdAtGt must be an ISO 8601 date string'],
  ])('list query %o → 400', async (query, message) => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'GET', '/v2/call', { query });

    expect(status).toBe(400);
    expect(json.message).toContain(message);
  });
});

describe('POST /call/web', () => {
  it('answers 201 with a queued web call and its Daily room URL', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/call/web', {
      body: { assistantId: 'demo-assistant' },
    });

    expect(status).toBe(201);
    expect(json).toMatchObject({
      id: expect.any(String),
      type: 'webCall',
      status: 'queued',
      assistantId: 'demo-assistant',
      artifactPlan: { videoRecordingEnabled: false },
    });
    expect(json.webCallUrl).toBe(`https://clinic-mock.daily.co/${json.id}`);
    expect((await send(platform, 'GET', `/call/${json.id}`)).json).toEqual(json);
  });

  it.each([
    { assistant: { name: 'Inline', voice: { provider: '11labs', voiceId: 'v' } } },
    { squadId: 'sq' },
    { squad: validBody('POST /squad') },
    { workflowId: 'wf' },
    { workflow: validBody('POST /workflow') },
  ])('accepts %o as the target', async (body) => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/call/web', { body });

    expect(status).toBe(201);
    expect(json).toMatchObject(body);
  });

  it.each([{}, { assistantOverrides: { firstMessage: 'Hi' } }])(
    'rejects %o: no assistant, squad or workflow',
    async (body) => {
      const platform = createPlatformMock({ baseUrl: BASE });

      const { status, json } = await send(platform, 'POST', '/call/web', { body });

      expect(status).toBe(400);
      expect(json.message).toBe('Assistant or Squad or Workflow must be provided.');
    },
  );

  it('rejects { assistantId: null } by the document: an id is a string', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/call/web', { body: { assistantId: null } });

    expect(status).toBe(400);
    expect(json.message).toEqual(['assistantId must be a string']);
  });

  it('takes video recording from the stored assistant, unless overridden', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: assistant } = await send(platform, 'POST', '/assistant', {
      body: { name: 'Video', artifactPlan: { videoRecordingEnabled: true } },
    });

    const stored = await send(platform, 'POST', '/call/web', { body: { assistantId: assistant.id } });
    const overridden = await send(platform, 'POST', '/call/web', {
      body: {
        assistantId: assistant.id,
        assistantOverrides: { artifactPlan: { videoRecordingEnabled: false } },
      },
    });

    expect(stored.json.artifactPlan.videoRecordingEnabled).toBe(true);
    expect(overridden.json.artifactPlan.videoRecordingEnabled).toBe(false);
  });
});

describe('lists', () => {
  async function assistants(count: number) {
    const platform = createPlatformMock({ baseUrl: BASE });
    const names: string[] = [];
    for (let index = 1; index <= count; index++) {
      names.push(`A${index}`);
      await send(platform, 'POST', '/assistant', { body: { name: `A${index}` } });
    }
    return platform;
  }

  it('v2 lists answer { results, metadata } and honour page and limit, newest first', async () => {
    const platform = await assistants(5);

    const { json } = await send(platform, 'GET', '/v2/assistant', { query: { page: 2, limit: 2 } });

    expect(json.results.map((assistant: { name: string }) => assistant.name)).toEqual(['A3', 'A2']);
    expect(json.metadata).toEqual({
      itemsPerPage: 2,
      totalItems: 5,
      currentPage: 2,
      totalPages: 3,
      hasNextPage: true,
      sortOrder: 'DESC',
    });
  });

  it('the last page is short, a page past the end is empty, ASC reverses the order', async () => {
    const platform = await assistants(5);

    const last = await send(platform, 'GET', '/v2/assistant', { query: { page: 3, limit: 2 } });
    const beyond = await send(platform, 'GET', '/v2/assistant', { query: { page: 9, limit: 2 } });
    const ascending = await send(platform, 'GET', '/v2/assistant', { query: { sortOrder: 'ASC', limit: 2 } });

    expect(last.json.results.map((assistant: { name: string }) => assistant.name)).toEqual(['A1']);
    expect(last.json.metadata.hasNextPage).toBe(false);
    expect(beyond.json.results).toEqual([]);
    expect(ascending.json.results.map((assistant: { name: string }) => assistant.name)).toEqual(['A1', 'A2']);
  });

  it('v1 lists answer a bare array and honour limit', async () => {
    const platform = await assistants(3);

    const { json } = await send(platform, 'GET', '/assistant', { query: { limit: 2 } });

    expect(json.map((assistant: { name: string }) => assistant.name)).toEqual(['A3', 'A2']);
  });

  it('filter by field equality, e.g. the calls of one assistant, and count them in /v2/call/metadata', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    for (const assistantId of ['a', 'b', 'a'])
      await send(platform, 'POST', '/call/web', { body: { assistantId } });

    const { json: calls } = await send(platform, 'GET', '/call', { query: { assistantId: 'a' } });
    const { json: metadata } = await send(platform, 'GET', '/v2/call/metadata', {
      query: { assistantId: 'a' },
    });

    expect(calls).toHaveLength(2);
    expect(metadata).toMatchObject({ totalItems: 2, currentPage: 1 });
  });

  it('GET /v2/call/export answers the filtered calls as CSV', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: call } = await send(platform, 'POST', '/call/web', { body: { assistantId: 'a,1' } });

    const { status, json } = await send(platform, 'GET', '/v2/call/export');

    expect(status).toBe(200);
    expect(json).toMatchObject({ format: 'csv', rowCount: 1 });
    expect(json.csv.split('\n')).toEqual([
      'id,type,status,assistantId,phoneNumberId,createdAt,updatedAt',
      `${call.id},webCall,queued,"a,1",,${call.createdAt},${call.updatedAt}`,
    ]);
  });

  it('v2 phone numbers search across text fields', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    await send(platform, 'POST', '/phone-number/import/twilio', {
      body: {
        twilioPhoneNumber: '+14155550100',
        twilioAccountSid: 'AC1',
        twilioAuthToken: 'secret',
        name: 'Front desk',
      },
    });
    await send(platform, 'POST', '/phone-number', {
      body: { ...validBody('POST /phone-number'), number: '+420777000111', name: 'Prague' },
    });

    const { json } = await send(platform, 'GET', '/v2/phone-number', { query: { search: 'front' } });

    expect(json.results).toHaveLength(1);
    expect(json.results[0]).toMatchObject({ provider: 'twilio', number: '+14155550100' });
    expect(json.results[0]).not.toHaveProperty('twilioAuthToken');
  });
});

describe('routing', () => {
  it('literal segments win over parameters: /eval/run, /template/pinned, /org/feature-flag', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: run } = await send(platform, 'POST', '/eval/run', { body: validBody('POST /eval/run') });
    const template = validBody('POST /template');
    // The platform's create takes no `isPinned` (pinning is not published); a seeded template carries it.
    platform.seed('/template', [{ ...template, name: 'Pinned', isPinned: true }]);
    await send(platform, 'POST', '/template', { body: { ...template, name: 'Other' } });

    const runs = await send(platform, 'GET', '/eval/run');
    const pinned = await send(platform, 'GET', '/template/pinned');
    const flag = await send(platform, 'GET', '/org/feature-flag', { query: { flag: 'new-dashboard' } });

    expect(runs.json.results.map((item: { id: string }) => item.id)).toEqual([run.id]);
    expect(run).toMatchObject({ type: 'eval', status: 'ended', results: [] });
    expect(pinned.json.map((template: { name: string }) => template.name)).toEqual(['Pinned']);
    expect(flag.json).toMatchObject({ flag: 'new-dashboard', enabled: false });
  });
});

describe('sub-resources', () => {
  it('tests and runs live under their test suite; another suite or an unknown one answers 404', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: suite } = await send(platform, 'POST', '/test-suite', { body: { name: 'Booking' } });
    const { json: other } = await send(platform, 'POST', '/test-suite', { body: { name: 'Other' } });
    const { json: test } = await send(platform, 'POST', `/test-suite/${suite.id}/test`, {
      body: { ...validBody('POST /test-suite/{testSuiteId}/test'), name: 'Books' },
    });
    const { json: run } = await send(platform, 'POST', `/test-suite/${suite.id}/run`, { body: {} });

    expect(test.testSuiteId).toBe(suite.id);
    expect(run).toMatchObject({ testSuiteId: suite.id, status: 'queued', testResults: [] });
    expect((await send(platform, 'GET', `/test-suite/${suite.id}/test`)).json.results).toHaveLength(1);
    expect((await send(platform, 'GET', `/test-suite/${other.id}/test`)).json.results).toEqual([]);
    expect((await send(platform, 'GET', `/test-suite/${other.id}/test/${test.id}`)).status).toBe(404);
    const unknown = await send(platform, 'GET', '/test-suite/nope/run');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('No test-suite with id "nope".');
  });

  it('an update cannot move a test to another suite', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: suite } = await send(platform, 'POST', '/test-suite', { body: {} });
    const { json: test } = await send(platform, 'POST', `/test-suite/${suite.id}/test`, {
      body: validBody('POST /test-suite/{testSuiteId}/test'),
    });

    const refused = await send(platform, 'PATCH', `/test-suite/${suite.id}/test/${test.id}`, {
      body: { testSuiteId: 'elsewhere' },
    });
    const unvalidated = createPlatformMock({ baseUrl: BASE, validate: false });
    const [loose] = unvalidated.seed('/test-suite', [{ name: 'Suite' }]);
    const { json: looseTest } = await send(unvalidated, 'POST', `/test-suite/${loose?.id}/test`, {
      body: {},
    });
    const { json } = await send(unvalidated, 'PATCH', `/test-suite/${loose?.id}/test/${looseTest.id}`, {
      body: { testSuiteId: 'elsewhere' },
    });

    expect(refused.status).toBe(400);
    expect(json.testSuiteId).toBe(loose?.id);
  });

  it('provider resources are partitioned by provider and resource name', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json } = await send(platform, 'POST', '/provider/cartesia/pronunciation-dictionary', {
      body: { name: 'Clinic words' },
    });

    expect(json).toMatchObject({ provider: 'cartesia', resourceName: 'pronunciation-dictionary' });
    expect((await send(platform, 'GET', `/provider/11labs/pronunciation-dictionary/${json.id}`)).status).toBe(
      404,
    );
    expect((await send(platform, 'GET', '/provider/11labs/pronunciation-dictionary')).json.results).toEqual(
      [],
    );
  });

  it('assistant versions: one per create, update and replace, newest first', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: assistant } = await send(platform, 'POST', '/assistant', { body: { name: 'v1' } });
    await send(platform, 'PATCH', `/assistant/${assistant.id}`, { body: { name: 'v2' } });
    await send(platform, 'PUT', `/assistant/${assistant.id}`, { body: { name: 'v3' } });

    const { json } = await send(platform, 'GET', `/assistant/${assistant.id}/version`);

    expect(
      json.results.map((version: { name: string; version: string }) => [version.version, version.name]),
    ).toEqual([
      ['3', 'v3'],
      ['2', 'v2'],
      ['1', 'v1'],
    ]);
    expect((await send(platform, 'GET', '/assistant/nope/version')).status).toBe(404);
  });

  it('org members: invite, list, change role, remove, leave', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const { json: org } = await send(platform, 'POST', '/org', { body: { name: 'Smile' } });
    const users = () => send(platform, 'GET', `/org/${org.id}/user`);
    expect((await users()).json).toEqual([
      expect.objectContaining({ email: 'you@clinic.example', role: 'admin' }),
    ]);

    const invited = await send(platform, 'POST', `/org/${org.id}/invite`, {
      body: { emails: ['nurse@clinic.example', 'you@clinic.example'], role: 'viewer' },
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toEqual([
      expect.objectContaining({ email: 'nurse@clinic.example', status: 'invited' }),
    ]);
    const nurse = invited.json[0];

    const promoted = await send(platform, 'PATCH', `/org/${org.id}/role`, {
      body: { userId: nurse.id, role: 'editor' },
    });
    expect(promoted.json).toMatchObject({ id: nurse.id, role: 'editor' });
    expect(
      (await send(platform, 'PATCH', `/org/${org.id}/role`, { body: { userId: 'x', role: 'editor' } }))
        .status,
    ).toBe(404);

    expect((await send(platform, 'DELETE', `/org/${org.id}/member/${nurse.id}/leave`)).status).toBe(200);
    expect((await send(platform, 'DELETE', `/org/${org.id}/member/${nurse.id}/leave`)).status).toBe(404);
    expect((await send(platform, 'DELETE', `/org/${org.id}/leave`)).json).toMatchObject({ status: 'left' });
    expect((await users()).json).toEqual([]);
    expect((await send(platform, 'GET', '/org/nope/user')).status).toBe(404);
  });

  it('the caller has an org from the start, owning what it creates', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { json: orgs } = await send(platform, 'GET', '/org');
    const { json: squad } = await send(platform, 'POST', '/squad', { body: validBody('POST /squad') });

    expect(orgs).toHaveLength(1);
    expect(squad.orgId).toBe(orgs[0].id);
  });
});

describe('custom actions', () => {
  it('analytics aggregate the stored calls', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    // Seeded: a call's cost is the platform's to set, and POST /call refuses it as the platform does.
    platform.seed(
      '/call',
      [0.5, 1.5].map((cost) => ({ ...validBody('POST /call'), cost, customer: { number: '+14155550100' } })),
    );

    const { status, json } = await send(platform, 'POST', '/analytics', {
      body: {
        queries: [
          {
            name: 'spend',
            table: 'call',
            operations: [
              { operation: 'count', column: 'id', alias: 'calls' },
              { operation: 'sum', column: 'cost', alias: 'total' },
              { operation: 'avg', column: 'cost' },
            ],
          },
        ],
      },
    });

    expect(status).toBe(200);
    expect(json).toEqual([
      { name: 'spend', timeRange: {}, result: [expect.objectContaining({ calls: 2, total: 2, avgcost: 1 })] },
    ]);
    expect((await send(platform, 'POST', '/analytics', { body: { queries: 'all' } })).status).toBe(400);
  });

  it('chat responses answer in the Responses shape and keep the chat', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { status, json } = await send(platform, 'POST', '/chat/responses', {
      body: { input: 'Are you open?' },
    });

    expect(status).toBe(201);
    expect(json).toMatchObject({ object: 'response', status: 'completed' });
    expect(json.output[0].content[0]).toMatchObject({ type: 'output_text', text: expect.any(String) });
    const chat = await send(platform, 'GET', `/chat/${json.chatId}`);
    expect(chat.json.messages[0]).toMatchObject({ role: 'user', message: 'Are you open?' });
  });

  it('the voice library filters its catalogue; added and cloned voices join it', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const english = await send(platform, 'GET', '/voice-library/11labs', { query: { language: 'en' } });
    const accents = await send(platform, 'GET', '/voice-library/11labs/accents');
    await send(platform, 'POST', '/11labs/voices/add', {
      body: { ownerId: 'owner-1', voiceId: 'ext-1', name: 'Zora' },
    });
    const clone = new FormData();
    clone.append('name', 'Dr. Novak');
    clone.append('files', new File(['RIFF'], 'sample.wav', { type: 'audio/wav' }));
    const cloned = await send(platform, 'POST', '/11labs/voice/clone', { body: clone });
    const search = await send(platform, 'GET', '/11labs/voices/search', { query: { name: 'zo' } });
    const all = await send(platform, 'GET', '/voice-library/11labs');

    expect(english.json.map((voice: { name: string }) => voice.name).sort()).toEqual(['Ada', 'Bram']);
    expect(accents.json).toEqual(['american', 'british', 'czech']);
    expect(cloned).toMatchObject({ status: 201, json: { name: 'Dr. Novak', voiceId: expect.any(String) } });
    expect(search.json.map((voice: { name: string }) => voice.name)).toEqual(['Zora']);
    expect(all.json.map((voice: { name: string }) => voice.name)).toEqual(
      expect.arrayContaining(['Ada', 'Zora', 'Dr. Novak']),
    );
    expect((await send(platform, 'POST', '/11labs/voice/clone', { body: new FormData() })).status).toBe(400);
  });

  it('credential sessions and triggers are stored and answered', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const session = await send(platform, 'POST', '/credential/session', {
      body: { provider: 'google.calendar' },
    });
    const trigger = await send(platform, 'POST', '/credential/trigger', { body: { action: 'sync' } });

    expect(session.json).toMatchObject({
      provider: 'google.calendar',
      sessionToken: expect.stringMatching(/^mock-/),
    });
    expect(trigger.json).toMatchObject({ action: 'sync', status: 'completed' });
  });

  it('credentials never echo their secrets', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });

    const { json } = await send(platform, 'POST', '/credential', {
      body: { provider: 'deepgram', apiKey: 'sk-1' },
    });

    expect(json.provider).toBe('deepgram');
    expect(json.apiKey).toBe('****');
  });
});
