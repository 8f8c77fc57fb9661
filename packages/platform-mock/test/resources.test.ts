import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, HTTP_METHODS, OPERATIONS, type OperationKey, RESOURCE_NAMES } from '../src/resources';
import { loadDocumentOperations, readOperationsList } from './operations-list';

type Schema = { $ref?: string; properties?: Record<string, unknown> };
// biome-ignore lint/suspicious/noExplicitAny: the bundled document is plain JSON
let document: any;
let documented: string[];

beforeAll(async () => {
  const loaded = await loadDocumentOperations();
  document = loaded.document;
  documented = loaded.operations.map(({ method, path }) => `${method} ${path}`);
});

const tableKeys = Object.keys(OPERATIONS) as OperationKey[];

function okSchema(key: string): Schema | undefined {
  const [method, path] = key.split(' ') as [string, string];
  const responses = document.paths[path][method.toLowerCase()].responses as Record<
    string,
    { content?: object }
  >;
  const success = Object.entries(responses).find(([code]) => code.startsWith('2'))?.[1];
  const schema = (success?.content as Record<string, { schema?: Schema }> | undefined)?.['application/json']
    ?.schema;
  if (!schema?.$ref) return schema;
  return document.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
}

describe('the resource table', () => {
  it('has one row per line of platform-operations.txt, none missing, none extra', async () => {
    const listed = await readOperationsList();

    expect(listed).toHaveLength(221);
    expect([...tableKeys].sort()).toEqual([...listed].sort());
  });

  it('has the operations of the OpenAPI document, so the mock and the client types agree', () => {
    expect([...tableKeys].sort()).toEqual([...documented].sort());
  });

  it('uses only known methods, actions and resources', () => {
    for (const key of tableKeys) {
      const [method] = key.split(' ');
      expect(HTTP_METHODS).toContain(method);
      expect(ACTIONS).toContain(OPERATIONS[key].action);
      expect(RESOURCE_NAMES).toContain(OPERATIONS[key].resource);
    }
  });

  it('marks as multipart exactly the operations the document gives a multipart body', () => {
    const multipart = tableKeys.filter((key) => 'multipart' in OPERATIONS[key]);
    const documentedMultipart = documented.filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return 'multipart/form-data' in (document.paths[path][method.toLowerCase()].requestBody?.content ?? {});
    });

    expect(multipart.sort()).toEqual(documentedMultipart.sort());
    expect(multipart.sort()).toEqual(['POST /11labs/voice/clone', 'POST /file', 'POST /file/upload']);
  });

  it('answers { results, metadata } exactly where the document says a list is paginated', () => {
    const paginatedLists = tableKeys.filter((key) => 'paginated' in OPERATIONS[key]);
    const documentedPaginated = tableKeys.filter((key) => {
      const schema = okSchema(key);
      return (
        OPERATIONS[key].action === 'list' && !!schema?.properties?.results && !!schema.properties.metadata
      );
    });

    expect(paginatedLists.sort()).toEqual(documentedPaginated.sort());
    expect(paginatedLists).toEqual(
      expect.arrayContaining(['GET /v2/assistant', 'GET /v2/call', 'GET /v2/phone-number']),
    );
  });
});
