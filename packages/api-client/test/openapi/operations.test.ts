import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePlatformDocument, listOperations } from '../../scripts/bundle-platform-document.mjs';
import { hasSharedOperationsFile, SHARED_OPERATIONS_FILE } from '../operations-list';
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
    expect(expected).toHaveLength(148);
    const actual = operations.map(keyOf);
    expect(actual.filter((key) => !expected.includes(key))).toEqual([]);
    expect(expected.filter((key) => !actual.includes(key))).toEqual([]);
    expect(new Set(actual).size).toBe(actual.length);
    expect(actual).toHaveLength(148);
  });

  // The committed copy must not drift from the team's list wherever that list is present (always in CI).
  it.runIf(hasSharedOperationsFile)(
    'come from a copy identical to the shared platform-operations.txt',
    async () => {
      expect(await readOperationsList()).toEqual(await readOperationsList(SHARED_OPERATIONS_FILE));
    },
  );

  it('each have a unique camelCase operationId', () => {
    const ids = operations.map((operation) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('each have exactly one tag, declared in the root tags', () => {
    const declared = new Set<string>(doc.tags.map((tag: { name: string }) => tag.name));
    for (const operation of operations) {
      expect(operationObject(operation).tags, keyOf(operation)).toHaveLength(1);
      expect(declared.has(operation.tag), `${keyOf(operation)} tag ${operation.tag}`).toBe(true);
    }
    const used = new Set(operations.map((operation) => operation.tag));
    expect([...declared].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('declare every path parameter of their template, and no other', () => {
    for (const operation of operations) {
      const templated = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const item = doc.paths[operation.path];
      const params = [...(item.parameters ?? []), ...(operationObject(operation).parameters ?? [])].map(
        (param: { $ref: string }) => doc.components.parameters[param.$ref.split('/').pop() as string],
      );
      const declared = params
        .filter((param: { in: string }) => param.in === 'path')
        .map((param: { name: string }) => param.name)
        .sort();
      expect(declared, keyOf(operation)).toEqual(templated);
    }
  });

  it('never declare the same parameter twice', () => {
    for (const operation of operations) {
      const refs = [
        ...(doc.paths[operation.path].parameters ?? []),
        ...(operationObject(operation).parameters ?? []),
      ];
      const keys = refs.map((param: { $ref: string }) => {
        const resolved = doc.components.parameters[param.$ref.split('/').pop() as string];
        return `${resolved.in}:${resolved.name}`;
      });
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
        expect(operationObject(operation).responses['401']).toBeUndefined();
      } else {
        // Undefined means the document-level bearer requirement applies.
        expect(security, keyOf(operation)).toBeUndefined();
        expect(operationObject(operation).responses['401'], keyOf(operation)).toBeDefined();
      }
    }
  });

  it('answer JSON on success, and the error schema on 404 wherever the path has an id', () => {
    for (const operation of operations) {
      const responses = operationObject(operation).responses;
      const success = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(success, keyOf(operation)).toHaveLength(1);
      expect(Object.keys(responses[success[0] as string].content), keyOf(operation)).toEqual([
        'application/json',
      ]);
      if (operation.path.includes('{')) {
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
    expect(created).toEqual({ $ref: '#/components/schemas/Call' });
    const call = properties('Call');
    expect(Object.keys(call)).toEqual(expect.arrayContaining(['id', 'webCallUrl', 'status', 'artifactPlan']));
    expect(properties('ArtifactPlan')).toHaveProperty('videoRecordingEnabled', {
      type: 'boolean',
      description: expect.any(String),
    });
    expect(properties('AssistantVoice')).toHaveProperty('provider');
    expect(doc.components.schemas.VoiceProvider.enum).toContain('11labs');
  });
});
