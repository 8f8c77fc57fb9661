import type { PlatformClient } from '@clinic/api-client';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationKey, RESOURCES } from '../src/resources';
import { createMockPlatform, TEST_BASE_URL } from './fakes/mock-platform';
import { loadDocumentOperations, readOperationsList } from './operations-list';
import { createResponseChecker } from './response-checker';
import { bodyProperties, validBody } from './valid-requests';

type Operation = { method: string; path: string; operationId: string; tag: string };
type Init = {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
  parseAs?: 'arrayBuffer';
};
/** The client's untyped entry point: the table drives the calls, so the per-path types cannot. */
type LooseClient = {
  request(method: string, path: string, init?: Init): Promise<{ data?: unknown; response: Response }>;
};

const { document, operations } = (await loadDocumentOperations()) as {
  // biome-ignore lint/suspicious/noExplicitAny: the bundled document is plain JSON
  document: any;
  operations: Operation[];
};
const exercised = new Set<string>();
const operationsList = await readOperationsList();
const checkResponse = createResponseChecker(document);
/** Operations whose success answer conforms to its response schema. */
const conforming = new Set<string>();
const nonConforming = new Map<string, string[]>();

const LITERAL_PARAMS: Record<string, string> = {
  provider: '11labs',
  resourceName: 'pronunciation-dictionary',
  workflowId: 'ghl-workflow-1',
};

/** Bodies beyond the smallest one the document accepts (see `validBody`). */
const SAMPLE_BODIES: Partial<Record<OperationKey, unknown>> = {
  'POST /call/web': { assistantId: 'demo-assistant' },
  'POST /analytics': {
    queries: [{ name: 'calls', table: 'call', operations: [{ operation: 'count', column: 'id' }] }],
  },
  'POST /org/{id}/invite': { emails: ['nurse@clinic.example'], role: 'editor' },
  'POST /{provider}/voices/add': { ownerId: 'owner-1', voiceId: 'external-voice', name: 'Zora' },
  'POST /{provider}/voice/add': { ownerId: 'owner-1', voiceId: 'external-voice', name: 'Zora' },
};

function multipartBody(key: string): FormData {
  const form = new FormData();
  const sample = new File(['RIFF....WAVE'], 'sample.wav', { type: 'audio/wav' });
  if (key === 'POST /11labs/voice/clone') {
    form.append('name', 'Cloned receptionist');
    form.append('files', sample);
  } else {
    form.append('file', sample);
  }
  return form;
}

async function create(client: LooseClient, resource: string, path = `/${resource}`, pathParams = {}) {
  const key = `POST ${path.replace(/\/[^/]+(?=\/|$)/g, (segment) => {
    const name = Object.entries(pathParams).find(([, value]) => `/${value}` === segment)?.[0];
    return name ? `/{${name}}` : segment;
  })}`;
  // A name where the body has one (an eval run has none: the platform would refuse it).
  const name = bodyProperties(key).has('name') ? { name: `sample ${resource}` } : {};
  const body = resource === 'file' ? multipartBody('POST /file') : { ...validBody(key), ...name };
  const { data } = await client.request('POST', path, { params: { path: pathParams }, body });
  return (data as { id: string }).id;
}

/** Creates what the operation's path must name, and returns every path parameter's value. */
async function arrange(
  client: LooseClient,
  key: OperationKey,
  path: string,
): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const { resource } = OPERATIONS[key];
  const spec = RESOURCES[resource] ?? {};
  for (const name of names) {
    if (name in LITERAL_PARAMS) values[name] = LITERAL_PARAMS[name] as string;
  }
  if (names.includes('testSuiteId')) values.testSuiteId = await create(client, 'test-suite');
  if (resource === 'knowledge-base-file') {
    values.id = await create(client, 'knowledge-base-v2', '/v2/knowledge-base');
    // An attachment names an uploaded file; the sample is audio, which fails to index, so a retry is allowed.
    const fileId = await create(client, 'file');
    if (key === 'POST /v2/knowledge-base/{id}/file') values.uploadId = fileId;
    if (names.includes('fileId')) {
      await client.request('POST', '/v2/knowledge-base/{id}/file', {
        params: { path: { id: values.id } },
        body: { fileId },
      });
      // The file routes name the uploaded file, not its attachment.
      values.fileId = fileId;
    }
    return values;
  }
  // A run runs simulations the mock holds; generated scenarios are an assistant's.
  if (resource === 'simulation-run' || resource === 'simulation-run-item') {
    values.simulationId = await create(client, 'simulation', '/eval/simulation');
  }
  if (key === 'POST /eval/simulation/scenario/generate')
    values.assistantId = await create(client, 'assistant');
  if (resource === 'simulation-run' && names.includes('id')) {
    const { data: run } = await client.request('POST', '/eval/simulation/run', {
      body: runBody(values.simulationId as string),
    });
    values.id = (run as { id: string }).id;
    return values;
  }
  if (resource === 'simulation-run-item') {
    const { data: run } = await client.request('POST', '/eval/simulation/run', {
      body: runBody(values.simulationId as string),
    });
    values.id = (run as { id: string }).id;
    const { data: items } = await client.request('GET', '/eval/simulation/run/{id}/item', {
      params: { path: { id: values.id } },
    });
    if (names.includes('itemId')) values.itemId = (items as Array<{ id: string }>)[0]?.id as string;
    return values;
  }
  // A run reads calls the mock holds, with an output it holds.
  if (key === 'POST /structured-output/run') {
    values.callId = await create(client, 'call');
    values.structuredOutputId = await create(client, 'structured-output');
    return values;
  }
  if (resource === 'org-user') {
    values.id = await create(client, 'org');
    const { data } = await client.request('POST', '/org/{id}/invite', {
      params: { path: { id: values.id } },
      body: { emails: ['member@clinic.example'], role: 'editor' },
    });
    values.memberId = (data as Array<{ id: string }>)[0]?.id as string;
  } else if (names.includes(spec.idParam ?? 'id')) {
    values.id = await create(client, resource, path.slice(0, path.lastIndexOf('/{id}')), values);
  }
  if (key === 'PATCH /org/{id}/role') {
    const { data } = await client.request('GET', '/org/{id}/user', {
      params: { path: { id: values.id as string } },
    });
    values.userId = (data as Array<{ id: string }>)[0]?.id as string;
  }
  return values;
}

function runBody(simulationId: string) {
  return { ...validBody('POST /eval/simulation/run'), simulations: [{ type: 'simulation', simulationId }] };
}

function documentedSuccesses(operation: Operation): number[] {
  const responses = document.paths[operation.path][operation.method.toLowerCase()].responses;
  return Object.keys(responses)
    .filter((code) => code.startsWith('2'))
    .map(Number);
}

function bodyFor(key: OperationKey, operation: Operation, values: Record<string, string>): unknown {
  const requestBody = document.paths[operation.path][operation.method.toLowerCase()].requestBody;
  if (!requestBody) return undefined;
  if ('multipart/form-data' in requestBody.content) return multipartBody(key);
  if (key === 'PATCH /org/{id}/role') return { userId: values.userId, role: 'viewer' };
  if (key === 'POST /v2/knowledge-base/{id}/file') return { fileId: values.uploadId };
  if (key === 'POST /eval/simulation/run') return runBody(values.simulationId as string);
  if (key === 'POST /eval/simulation/scenario/generate') return { assistantId: values.assistantId };
  if (key === 'POST /structured-output/run') {
    return { structuredOutputId: values.structuredOutputId, callIds: [values.callId] };
  }
  return SAMPLE_BODIES[key] ?? validBody(key) ?? {};
}

// Query parameters the platform requires.
const QUERIES: Partial<Record<OperationKey, Record<string, unknown>>> = {
  'GET /org/feature-flag': { flag: 'video-recording' },
  'GET /file': { purpose: 'assistant' },
  'PATCH /structured-output/{id}': { schemaOverride: 'false' },
  'POST /eval/simulation/run/{id}/item/{itemId}/generate': { force: 'false' },
};

function queryFor(key: OperationKey): Record<string, unknown> | undefined {
  return QUERIES[key];
}

describe('every operation of the document, through the client, against the msw handlers', () => {
  it.each(operations)(
    '$method $path',
    async (operation) => {
      const key = `${operation.method} ${operation.path}` as OperationKey;
      const { client, requests, store, platform } = createMockPlatform();
      const loose = client as unknown as LooseClient & PlatformClient;
      const values = await arrange(loose, key, operation.path);
      const download = key.startsWith('GET /call/{id}/');
      // A call's files exist once it has ended; video comes of a web call that records it, a capture of a phone call.
      if (download) {
        store.update('call', values.id as string, {
          status: 'ended',
          type: key.endsWith('video-recording') ? 'webCall' : 'outboundPhoneCall',
          artifactPlan: { videoRecordingEnabled: true },
        });
      }
      // Suggestions come of an item's result, so the item is played to its end first.
      if (key === 'POST /eval/simulation/run/{id}/item/{itemId}/generate') {
        await platform.playSimulationRunItem(values.itemId as string);
      }
      const sentBefore = requests.length;

      const { data, response } = await loose.request(operation.method, operation.path, {
        params: { path: values, query: queryFor(key) },
        body: bodyFor(key, operation, values),
        ...(download && { parseAs: 'arrayBuffer' }),
      });

      expect(requests).toHaveLength(sentBefore + 1);
      const request = requests[sentBefore] as Request;
      expect(request.method).toBe(operation.method);
      expect(request.url).toBe(
        TEST_BASE_URL +
          operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] as string) +
          queryString(key),
      );
      expect(request.headers.get('Authorization') ?? 'none').toBe(
        key === 'POST /credential/webhook' ? 'none' : 'Bearer test-key',
      );
      expect(documentedSuccesses(operation)).toContain(response.status);
      // The downloads answer a file, which the platform publishes no schema for.
      const success =
        document.paths[operation.path][operation.method.toLowerCase()].responses[response.status];
      if (success?.content) expect(data).toBeDefined();
      // Credentials are checked as answered: their secrets come masked, so the schemas' required fields are there.
      const problems = download ? [] : checkResponse(operation.method, operation.path, response.status, data);
      if (download) expect((data as ArrayBuffer).byteLength).toBeGreaterThan(0);
      if (problems.length) nonConforming.set(key, problems);
      else conforming.add(key);
      expect(problems, `${key} answers what its response schema allows`).toEqual([]);
      const { action, resource } = OPERATIONS[key];
      if (['get', 'update', 'replace', 'delete'].includes(action)) {
        const spec = RESOURCES[resource];
        const field = spec?.idField ?? 'id';
        expect((data as Record<string, unknown>)[field]).toBe(values[spec?.idParam ?? 'id']);
      }
      exercised.add(key);
      // The first call compiles the response schemas of the whole document.
    },
    30_000,
  );

  it('exercised every operation of openapi/platform-operations.txt, and every answer conforms', () => {
    expect(operations).toHaveLength(operationsList.length);
    expect(exercised.size).toBe(operationsList.length);
    console.info(
      `${conforming.size} of ${operationsList.length} operations answer what their response schema allows.`,
    );
    expect([...nonConforming.keys()]).toEqual([]);
    expect(conforming.size).toBe(operationsList.length);
    expect([...exercised].sort()).toEqual(operations.map(({ method, path }) => `${method} ${path}`).sort());
  });
});

function queryString(key: OperationKey): string {
  const query = queryFor(key);
  return query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
}
