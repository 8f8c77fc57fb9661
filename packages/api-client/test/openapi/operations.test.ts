import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePlatformDocument, listOperations, OPENAPI_DIR } from '../../../../scripts/openapi/bundle.mjs';
import { hasSharedOperationsFile, OPERATIONS_FILE, SHARED_OPERATIONS_FILE } from '../operations-list';
import { readOperationsList } from './fixtures';

type PlatformDocument = Awaited<ReturnType<typeof bundlePlatformDocument>>;
type Operation = ReturnType<typeof listOperations>[number];

const MULTIPART_OPERATIONS = ['POST /file', 'POST /file/upload', 'POST /11labs/voice/clone'] as const;
const UNAUTHENTICATED_OPERATIONS = ['POST /credential/webhook'] as const;

const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;

let doc: PlatformDocument;
let operations: Operation[];
const operationObject = (operation: Operation) => doc.paths[operation.path][operation.method.toLowerCase()];

beforeAll(async () => {
  doc = await bundlePlatformDocument();
  operations = listOperations(doc);
});

describe('operations of the platform document', () => {
  it('are exactly the operations of platform-operations.txt, none missing, none extra', async () => {
    const expected = await readOperationsList();
    const actual = operations.map(keyOf);
    expect(actual.filter((key) => !expected.includes(key))).toEqual([]);
    expect(expected.filter((key) => !actual.includes(key))).toEqual([]);
    expect(new Set(actual).size).toBe(actual.length);
  });

  it('name where each comes from: the published document, or the overlay for the rest of the specification', async () => {
    const lines = (await readFile(OPERATIONS_FILE, 'utf8')).trim().split('\n');
    const origins = Object.fromEntries(
      lines.map((line) => [line.split(' ').slice(0, 2).join(' '), line.split(' ')[2]]),
    );
    const published = JSON.parse(
      await readFile(path.join(OPENAPI_DIR, 'published', 'platform-openapi.json'), 'utf8'),
    );
    const publishedKeys = Object.entries(published.paths).flatMap(([route, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${route}`),
    );
    for (const key of publishedKeys) expect(origins[key], key).toBe('published');
    expect(Object.values(origins)).toContain('overlay');
    // Beyond the specification: operations the platform documents without publishing, each naming where.
    const documented = Object.keys(origins).filter((key) => origins[key] === 'documented');
    expect(documented).toEqual([
      'POST /assistant/background-sound/validate',
      'POST /eval/simulation/suite/{id}/duplicate',
    ]);
    for (const key of documented) {
      const [method = '', route = ''] = key.split(' ');
      expect(doc.paths[route][method.toLowerCase()]['x-documented-at'], key).toMatch(
        /^https:\/\/docs\.vapi\.ai\//,
      );
    }
  });

  // Every operation of the team's list (the specification's 148) is among them, wherever that list is present.
  it.runIf(hasSharedOperationsFile)(
    'include every operation of the shared platform-operations.txt',
    async () => {
      const ours = await readOperationsList();
      const shared = await readOperationsList(SHARED_OPERATIONS_FILE);
      expect(shared).toHaveLength(148);
      expect(shared.filter((key) => !ours.includes(key))).toEqual([]);
    },
  );

  it('each have a unique operationId and a tag', () => {
    const ids = operations.map((operation) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_]+$/);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const operation of operations) {
      expect(operationObject(operation).tags?.length, keyOf(operation)).toBeGreaterThan(0);
    }
  });

  const parametersOf = (operation: Operation) =>
    [...(doc.paths[operation.path].parameters ?? []), ...(operationObject(operation).parameters ?? [])].map(
      (param: { $ref?: string; in: string; name: string }) =>
        param.$ref ? doc.components.parameters[param.$ref.split('/').pop() as string] : param,
    );

  it('declare every path parameter of their template, and no other', () => {
    for (const operation of operations) {
      const templated = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = parametersOf(operation)
        .filter((param: { in: string }) => param.in === 'path')
        .map((param: { name: string }) => param.name)
        .sort();
      expect(declared, keyOf(operation)).toEqual(templated);
    }
  });

  it('never declare the same parameter twice', () => {
    for (const operation of operations) {
      const keys = parametersOf(operation).map(
        (param: { in: string; name: string }) => `${param.in}:${param.name}`,
      );
      expect(
        keys.filter((key, index) => keys.indexOf(key) !== index),
        keyOf(operation),
      ).toEqual([]);
    }
  });

  it('send multipart/form-data on the three upload operations and JSON on every other body', () => {
    for (const operation of operations) {
      const body = operationObject(operation).requestBody;
      if (!body) continue;
      const mediaTypes = Object.keys(body.content);
      const expected = (MULTIPART_OPERATIONS as readonly string[]).includes(keyOf(operation))
        ? ['multipart/form-data']
        : ['application/json'];
      expect(mediaTypes, keyOf(operation)).toEqual(expected);
    }
    for (const key of MULTIPART_OPERATIONS) {
      const [method, path] = key.split(' ') as [string, string];
      expect(
        doc.paths[path][method.toLowerCase()].requestBody.content['multipart/form-data'].schema,
      ).toBeDefined();
    }
  });

  it('mark POST /file/upload as deprecated', () => {
    expect(doc.paths['/file/upload'].post.deprecated).toBe(true);
    expect(doc.paths['/file'].post.deprecated).toBeUndefined();
  });

  it('drop authentication on the webhook only', () => {
    for (const operation of operations) {
      const security = operationObject(operation).security;
      if ((UNAUTHENTICATED_OPERATIONS as readonly string[]).includes(keyOf(operation))) {
        expect(security, keyOf(operation)).toEqual([]);
      } else if (security !== undefined) {
        // Undefined means the document-level bearer requirement applies; the platform repeats it per operation.
        expect(security, keyOf(operation)).toEqual([{ bearer: [] }]);
      }
    }
  });

  it('answer on success, JSON or a binary file wherever they answer a body, and 404 wherever an overlay path has an id', async () => {
    const overlay = new Set(
      (await readFile(OPERATIONS_FILE, 'utf8'))
        .split('\n')
        .filter((line) => line.endsWith(' overlay'))
        .map((line) => line.split(' ').slice(0, 2).join(' ')),
    );
    for (const operation of operations) {
      const responses = operationObject(operation).responses;
      const success = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(success.length, keyOf(operation)).toBeGreaterThan(0);
      for (const status of success) {
        const content = responses[status].content ?? {};
        const types = Object.keys(content);
        // A body is JSON, or a file: then every media type it is given is a binary string.
        if (types.length > 0 && !types.includes('application/json')) {
          for (const type of types) {
            expect(content[type].schema, `${keyOf(operation)} ${type}`).toEqual({
              type: 'string',
              format: 'binary',
            });
          }
        } else if (types.length > 0) expect(types, keyOf(operation)).toEqual(['application/json']);
      }
      if (overlay.has(keyOf(operation)) && operation.path.includes('{')) {
        expect(responses['404'], keyOf(operation)).toEqual({ $ref: '#/components/responses/NotFound' });
      }
    }
  });
});

describe('the web call', () => {
  type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, unknown> };
  const properties = (name: string): Record<string, unknown> => {
    // Merges an allOf chain so the test reads the fields a client sees.
    const merge = (schema: Schema): Record<string, unknown> => {
      if (schema.$ref) return merge(doc.components.schemas[schema.$ref.split('/').pop() as string]);
      const own = schema.properties ?? {};
      return Object.assign({}, ...(schema.allOf ?? []).map(merge), own);
    };
    return merge(doc.components.schemas[name]);
  };

  it('accepts assistant, squad or workflow, stored or inline, with overrides', () => {
    const body = doc.paths['/call/web'].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/CreateWebCallDTO' });
    expect(Object.keys(properties('CreateWebCallDTO'))).toEqual(
      expect.arrayContaining([
        'assistant',
        'assistantId',
        'assistantOverrides',
        'squad',
        'squadId',
        'workflow',
        'workflowId',
        'workflowOverrides',
      ]),
    );
  });

  it('answers 201 with a call carrying id, webCallUrl, the artifact plan and the assistant voice', () => {
    const created = doc.paths['/call/web'].post.responses['201'].content['application/json'].schema;
    expect(created).toEqual({ $ref: '#/components/schemas/WebCall' });
    const call = properties('WebCall');
    expect(Object.keys(call)).toEqual(expect.arrayContaining(['id', 'webCallUrl', 'status', 'artifactPlan']));
    expect(properties('ArtifactPlan')).toHaveProperty('videoRecordingEnabled', { type: 'boolean' });
    const voices = (properties('CreateAssistantDTO').voice as { oneOf: Schema[] }).oneOf;
    expect(voices).toContainEqual({ $ref: '#/components/schemas/ElevenLabsVoice' });
    expect(properties('ElevenLabsVoice').provider).toEqual({ type: 'string', enum: ['11labs'] });
  });
});
