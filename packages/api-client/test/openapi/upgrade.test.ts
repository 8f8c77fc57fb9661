import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPENAPI_DIR } from '../../../../scripts/openapi/bundle.mjs';
import { OUTPUTS, REPOSITORY_ROOT } from '../../../../scripts/openapi/generate.mjs';
import { upgradePlatformDocument } from '../../../../scripts/openapi/upgrade.mjs';

const SOURCE = { commit: 'a'.repeat(40), date: '2026-11-27' };
const scratches: string[] = [];

/** A repository in a temporary folder: a copy of openapi/ and of every generated file. */
async function scratchRepository() {
  const root = await mkdtemp(path.join(tmpdir(), 'clinic-upgrade-test-'));
  scratches.push(root);
  const openapiDir = path.join(root, 'openapi');
  await cp(OPENAPI_DIR, openapiDir, { recursive: true });
  for (const file of Object.values(OUTPUTS)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await cp(path.join(REPOSITORY_ROOT, file), path.join(root, file));
  }
  return { root, openapiDir };
}

/** The platform's document as the import reads it: today's facts, without our provenance. */
async function publishedDocument() {
  const { 'x-provenance': _provenance, ...doc } = JSON.parse(
    await readFile(path.join(OPENAPI_DIR, 'published', 'platform-openapi.json'), 'utf8'),
  );
  // biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
  return doc as any;
}

async function writeSource(root: string, doc: unknown) {
  const file = path.join(root, 'source.json');
  await writeFile(file, JSON.stringify(doc));
  return file;
}

const lineOf = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}:`));

afterEach(async () => {
  await Promise.all(scratches.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('pnpm openapi:upgrade', () => {
  it('reports what a newer document changes, and every stage although correcting and bundling fail', async () => {
    const { root, openapiDir } = await scratchRepository();
    const doc = await publishedDocument();
    delete doc.paths['/squad/{id}'].delete;
    doc.paths['/clinic-test/thing'] = { get: { operationId: 'clinicTestThing', responses: { 200: {} } } };
    // The platform now publishes an operation of our overlay…
    doc.paths['/assistant/{id}'].put = { operationId: 'replaceAssistant', responses: { 200: {} } };
    // …fixes a defect a correction names…
    doc.components.schemas.BackoffPlan.properties.type.type = 'string';
    // …and sends a new server message.
    doc.components.schemas.ServerMessageClinicTest = {
      type: 'object',
      properties: { type: { type: 'string', enum: ['clinic.test'] } },
    };
    doc.components.schemas.ServerMessage.properties.message.oneOf.push({
      $ref: '#/components/schemas/ServerMessageClinicTest',
    });
    const before = await readFile(path.join(openapiDir, 'published', 'platform-openapi.json'), 'utf8');

    const { ok, lines } = await upgradePlatformDocument({
      file: await writeSource(root, doc),
      ...SOURCE,
      openapiDir,
      root,
    });

    expect(ok).toBe(false);
    expect(lineOf(lines, 'import')).toMatch(/^import: ok/);
    expect(lineOf(lines, 'correct')).toMatch(/^correct: failed: 1 stale/);
    expect(lineOf(lines, 'bundle')).toMatch(/^bundle: failed: .*BackoffPlan/);
    expect(lineOf(lines, 'generate')).toBe('generate: skipped (bundle failed)');
    expect(lineOf(lines, 'lint')).toBe('lint: skipped (bundle failed)');
    expect(lineOf(lines, 'operations added')).toBe(
      'operations added: 2 (PUT /assistant/{id}, GET /clinic-test/thing)',
    );
    expect(lineOf(lines, 'operations removed')).toBe('operations removed: 1 (DELETE /squad/{id})');
    expect(lineOf(lines, 'operations changed')).toBe('operations changed: 0');
    expect(lineOf(lines, 'stale corrections')).toMatch(
      /^stale corrections: 1 \(retype-as-string \/components\/schemas\/BackoffPlan\/properties\/type /,
    );
    expect(lineOf(lines, 'overlay operations now published')).toBe(
      'overlay operations now published: 1 (PUT /assistant/{id})',
    );
    expect(lineOf(lines, 'message types added')).toBe('message types added: 1 (ServerMessage clinic.test)');
    expect(lineOf(lines, 'message types removed')).toBe('message types removed: 0');
    // A failed upgrade writes nothing.
    expect(await readFile(path.join(openapiDir, 'published', 'platform-openapi.json'), 'utf8')).toBe(before);
  }, 120_000);

  it('names a changed operation and a removed message type', async () => {
    const { root, openapiDir } = await scratchRepository();
    const doc = await publishedDocument();
    doc.paths['/squad/{id}'].get.parameters = [];
    doc.components.schemas.ServerMessage.properties.message.oneOf =
      doc.components.schemas.ServerMessage.properties.message.oneOf.filter(
        ({ $ref }: { $ref: string }) => !$ref.endsWith('/ServerMessageHang'),
      );

    const { lines } = await upgradePlatformDocument({
      file: await writeSource(root, doc),
      ...SOURCE,
      openapiDir,
      root,
    });

    expect(lineOf(lines, 'operations changed')).toBe('operations changed: 1 (GET /squad/{id})');
    expect(lineOf(lines, 'message types removed')).toBe('message types removed: 1 (ServerMessage hang)');
  }, 300_000);

  it('reports every stage when the import itself fails', async () => {
    const { root, openapiDir } = await scratchRepository();
    const file = path.join(root, 'broken.json');
    await writeFile(file, '{ "openapi": ');

    const { ok, lines } = await upgradePlatformDocument({ file, ...SOURCE, openapiDir, root });

    expect(ok).toBe(false);
    expect(lineOf(lines, 'import')).toMatch(/^import: failed: /);
    for (const name of ['correct', 'bundle', 'generate', 'lint']) {
      expect(lineOf(lines, name)).toBe(`${name}: skipped (import failed)`);
    }
    expect(lineOf(lines, 'operations added')).toBe('operations added: unknown (import failed)');
    expect(lineOf(lines, 'message types removed')).toBe('message types removed: unknown (import failed)');
  });

  it('changes nothing but the provenance when the document is the one we have', async () => {
    const { root, openapiDir } = await scratchRepository();
    const current = JSON.parse(
      await readFile(path.join(openapiDir, 'published', 'platform-openapi.json'), 'utf8'),
    );

    const { ok, lines, written } = await upgradePlatformDocument({
      file: await writeSource(root, await publishedDocument()),
      ...SOURCE,
      openapiDir,
      root,
    });

    expect(lines.filter((line) => /: (failed|skipped)/.test(line))).toEqual([]);
    expect(ok).toBe(true);
    for (const name of [
      'operations added',
      'operations removed',
      'operations changed',
      'stale corrections',
    ]) {
      expect(lineOf(lines, name)).toBe(`${name}: 0`);
    }
    // The source recorded is the new one; what the document says, and so every generated file but the bundled
    // document (which carries the provenance), is unchanged.
    expect(written.sort()).toEqual(['openapi/published/platform-openapi.json', OUTPUTS.document].sort());
    const upgraded = JSON.parse(
      await readFile(path.join(openapiDir, 'published', 'platform-openapi.json'), 'utf8'),
    );
    expect(upgraded['x-provenance'].commit).toBe(SOURCE.commit);
    expect({ ...upgraded, 'x-provenance': undefined }).toEqual({ ...current, 'x-provenance': undefined });
  }, 300_000);
});
