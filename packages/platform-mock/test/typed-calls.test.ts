import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../src/generated/request-schemas';
import { exampleOf, validBody } from './valid-requests';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UUID = '00000000-0000-4000-8000-000000000001';

/** One typed client call per operation with a JSON body: the body the platform's schema accepts, as a literal. */
function callsSource(): { source: string; operations: string[] } {
  const operations = Object.keys(requestSchemas).filter((key) => requestSchemas[key]?.body);
  const calls = operations.map((key, index) => {
    const [method, route] = key.split(' ') as [string, string];
    const schemas = requestSchemas[key];
    const pathValues = Object.fromEntries([...route.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, UUID]));
    const query = schemas?.query ? exampleOf(schemas.query) : undefined;
    const params = {
      ...(Object.keys(pathValues).length ? { path: pathValues } : {}),
      ...(query && Object.keys(query).length ? { query } : {}),
    };
    const init = { ...(Object.keys(params).length ? { params } : {}), body: validBody(key) };
    return `export const call${index} = () => platform.${method}(${JSON.stringify(route)}, ${JSON.stringify(init)});`;
  });
  return {
    operations,
    source: [
      "import { createPlatformClient } from '@clinic/api-client';",
      'const platform = createPlatformClient();',
      ...calls,
    ].join('\n'),
  };
}

describe('the generated types', () => {
  // A body type that came out `never` (openapi-typescript meeting a discriminator mapping it misreads) makes its
  // call fail to compile here, whatever union it sits in.
  it('compile a typed call of every operation with a JSON body, with a body the platform accepts', async () => {
    const dir = await mkdtemp(path.join(packageRoot, 'test', '.typed-calls-'));
    try {
      const { source, operations } = callsSource();
      expect(operations.length).toBeGreaterThan(75);
      expect(operations).toContain('POST /phone-number');
      const file = path.join(dir, 'calls.ts');
      await writeFile(file, source);
      const config = ts.readConfigFile(path.join(packageRoot, 'tsconfig.json'), ts.sys.readFile);
      const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, packageRoot);
      const program = ts.createProgram([file], { ...options, noEmit: true, types: [] });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .filter((diagnostic) => diagnostic.file?.fileName === file)
        .map((diagnostic) => {
          const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
          return `${operations[line - 2]}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').slice(0, 300)}`;
        });
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
