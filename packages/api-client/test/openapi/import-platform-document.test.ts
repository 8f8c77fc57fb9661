import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPlatformDocument, PUBLISHED_FILE } from '../../../../scripts/openapi/import.mjs';
import { packageRoot, repoRoot } from './fixtures';

const FIXTURE = path.join(packageRoot, 'test', 'openapi', 'fixtures', 'published-sample.json');
const SOURCE = { commit: '0494c2f3cd88c4fd04b8e98e9a247919270741ed', date: '2026-08-18' };

describe('importPlatformDocument', () => {
  it('keeps the facts of a document shaped like the published one', async () => {
    const imported = importPlatformDocument(await readFile(FIXTURE, 'utf8'), SOURCE);
    const { CreateWidgetDTO, Widget } = imported.components.schemas;

    expect(Object.keys(imported.paths)).toEqual(['/widget']);
    expect(imported.paths['/widget'].post).toMatchObject({
      operationId: 'WidgetController_create',
      tags: ['Widgets'],
      security: [{ bearer: [] }],
      requestBody: { required: true },
    });
    expect(CreateWidgetDTO).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 40 },
        description: { type: 'string' },
        colour: { type: 'string', enum: ['red', 'blue'], default: 'red' },
        size: { type: 'number', minimum: 1, nullable: true },
      },
      required: ['name'],
    });
    expect(Widget.properties.id).toEqual({ type: 'string', format: 'uuid' });
    expect(Widget.properties.kind.discriminator).toEqual({
      propertyName: 'colour',
      mapping: { red: '#/components/schemas/CreateWidgetDTO' },
    });
    expect(imported.servers).toEqual([{ url: 'https://api.example.test' }]);
  });

  it('drops the prose: descriptions, summaries, titles, examples', async () => {
    const imported = importPlatformDocument(await readFile(FIXTURE, 'utf8'), SOURCE);
    const text = JSON.stringify({ ...imported, 'x-provenance': undefined });

    for (const prose of [
      'Create Widget',
      'What the widget is called',
      'Front desk',
      'Widget settings',
      'Prose',
    ]) {
      expect(text).not.toContain(prose);
    }
    expect(imported.info).toEqual({ title: 'Sample API', version: '1.0' });
    // OpenAPI requires a response description: it stays, empty.
    expect(imported.paths['/widget'].post.responses['201'].description).toBe('');
  });

  it('records where the document came from, with the sha256 of its exact text', async () => {
    const text = await readFile(FIXTURE, 'utf8');
    const imported = importPlatformDocument(text, SOURCE);

    expect(imported['x-provenance']).toMatchObject({
      repository: 'VapiAI/docs',
      path: 'fern/apis/api/openapi.json',
      origin: 'https://api.vapi.ai/api-json',
      licence: 'MIT',
      ...SOURCE,
      sha256: createHash('sha256').update(text).digest('hex'),
    });
  });

  it('refuses a commit or date that is not one', async () => {
    const text = await readFile(FIXTURE, 'utf8');
    expect(() => importPlatformDocument(text, { ...SOURCE, commit: 'main' })).toThrow(/--commit/);
    expect(() => importPlatformDocument(text, { ...SOURCE, date: 'yesterday' })).toThrow(/--date/);
    expect(() => importPlatformDocument('{"openapi":"3.0.0"}', SOURCE)).toThrow(/Not an OpenAPI document/);
  });

  it('runs from the command line, writing where it is told', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'clinic-import-'));
    try {
      const out = path.join(dir, 'imported.json');
      const run = spawnSync(
        process.execPath,
        [
          'scripts/openapi/import.mjs',
          FIXTURE,
          '--commit',
          SOURCE.commit,
          '--date',
          SOURCE.date,
          '--out',
          out,
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('1 operations, 2 schemas');
      expect(JSON.parse(await readFile(out, 'utf8')).components.schemas).toHaveProperty(['Widget']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('produced the committed import from the reference copy of the publication', async () => {
    const committed = JSON.parse(await readFile(path.join(repoRoot, PUBLISHED_FILE), 'utf8'));
    const reference = path.resolve(repoRoot, '..', 'shared', 'reference', 'platform-openapi.json');
    const text = await readFile(reference, 'utf8').catch(() => undefined);
    if (text === undefined) return;
    expect(importPlatformDocument(text, SOURCE)).toEqual(committed);
  });
});
