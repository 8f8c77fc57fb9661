import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  COLLECTIONS,
  HTTP_METHODS,
  OPERATIONS,
  type OperationKey,
  operationRows,
  RESOURCE_NAMES,
} from '../src/resources';
import { readOperationsList } from './operations-list';

const tableKeys = Object.keys(OPERATIONS) as OperationKey[];

describe('the operation table', () => {
  it('has one row per line of platform-operations.txt, none missing, none extra', async () => {
    expect([...tableKeys].sort()).toEqual([...(await readOperationsList())].sort());
  });

  it('uses only known methods, actions and resources', () => {
    for (const key of tableKeys) {
      const [method] = key.split(' ');
      expect(HTTP_METHODS).toContain(method);
      expect(ACTIONS).toContain(OPERATIONS[key].action);
      expect(RESOURCE_NAMES).toContain(OPERATIONS[key].resource);
    }
  });

  it('reads a plain row from method and path: the collection, or one entity of it by its id parameter', () => {
    expect(OPERATIONS['POST /eval/simulation/personality']).toEqual({
      resource: 'simulation-personality',
      action: 'create',
    });
    expect(OPERATIONS['PUT /assistant/{id}']).toEqual({ resource: 'assistant', action: 'replace' });
    expect(OPERATIONS['GET /eval/simulation/run/{id}/item']).toMatchObject({
      resource: 'simulation-run-item',
      action: 'list',
    });
    expect(OPERATIONS['DELETE /v2/knowledge-base/{id}/file/{fileId}']).toEqual({
      resource: 'knowledge-base-file',
      action: 'delete',
    });
  });

  it('takes a row written beside its family over the plain one, with the facts the document gives', () => {
    expect(OPERATIONS['GET /v2/knowledge-base/{id}']).toMatchObject({
      resource: 'knowledge-base-v2',
      action: 'custom',
    });
    expect(OPERATIONS['POST /file']).toMatchObject({ action: 'create', multipart: true });
    expect(OPERATIONS['GET /v2/call']).toEqual({ resource: 'call', action: 'list', paginated: true });
    expect(OPERATIONS['POST /credential/webhook']).toMatchObject({ action: 'custom', public: true });
  });
});

describe('the collection paths (what seed takes)', () => {
  it('are exactly the paths where GET lists a resource, each holding that resource', () => {
    const listed = operationRows()
      .filter(({ method, spec }) => method === 'GET' && spec.action === 'list')
      .map(({ path, spec }) => [path, spec.resource]);
    expect([...COLLECTIONS].sort()).toEqual(listed.sort());
  });
});
