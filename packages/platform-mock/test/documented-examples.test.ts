import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_DIR } from '../../../scripts/openapi/bundle.mjs';
import { createPlatformMock } from '../src/msw/platform-mock';
import documented from './fixtures/documented-examples.json';
import { BASE, send } from './platform-requests';

interface DocumentedExample {
  name: string;
  /** As `METHOD /path`. */
  operation: string;
  body: Record<string, unknown>;
  source: { repo: string; path: string; commit: string };
  /** Why the example passes only thanks to a correction of the published document, or why it is refused. */
  why?: string;
  /** The fix of openapi/corrections.yaml the example needs. */
  correctedBy?: string;
}

function sendExample({ operation, body }: DocumentedExample) {
  const [, method, path] = /^([A-Z]+) (\/\S*)$/.exec(operation) ?? [];
  if (!method || !path) throw new Error(`Not an operation: ${operation}`);
  // Validation is on by default: the mock checks each body against the platform's published schemas.
  return send(createPlatformMock({ baseUrl: BASE }), method, path, { body });
}

const named = <Example extends DocumentedExample>(examples: Example[]) =>
  examples.map((example) => [example.name, example] as const);

describe("the platform documentation's request bodies", () => {
  it('come from pinned commits of the documentation repository', () => {
    const all = [...documented.accepted, ...documented.refusedByDocument];
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const { source } of all) {
      expect(source.repo).toBe('VapiAI/docs');
      expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it.each(named(documented.accepted))('%s is accepted and stored as sent', async (_name, example) => {
    if (example.correctedBy) {
      // Accepted through a correction of the published document: it must say why, and the correction be listed.
      const corrections = parse(await readFile(path.join(OPENAPI_DIR, 'corrections.yaml'), 'utf8'));
      expect(example.why?.length ?? 0).toBeGreaterThan(40);
      expect(corrections.map((entry: { fix: string }) => entry.fix)).toContain(example.correctedBy);
    }
    const { status, json } = await sendExample(example);
    expect(status, JSON.stringify(json?.message)).toBeGreaterThanOrEqual(200);
    expect(status, JSON.stringify(json?.message)).toBeLessThan(300);
    expect(json).toMatchObject(example.body);
    expect(json.id).toEqual(expect.any(String));
  });

  // Findings: the documentation sends these, the platform's own schema refuses them, and `why` says why the
  // example is the one at fault.
  it.each(named(documented.refusedByDocument))('%s is refused by the document', async (_name, example) => {
    expect(example.why.length).toBeGreaterThan(40);
    const { status, json } = await sendExample(example);
    expect(status, example.why).toBe(400);
    expect(json.message).toEqual(example.message);
  });
});
