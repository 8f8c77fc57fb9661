import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundlePlatformDocument } from '../../scripts/bundle-platform-document.mjs';
import { collectRefs, copyOpenapi } from './fixtures';

async function validate(doc: Record<string, unknown>) {
  const result = await new Validator().validate(doc);
  return { valid: result.valid, errors: JSON.stringify(result.errors, null, 2) };
}

describe('the bundled platform document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const doc = await bundlePlatformDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(doc);
    // The errors are part of the assertion so a failure shows what is wrong.
    expect(result).toEqual({ valid: true, errors: undefined });
  });

  it('is rejected by the validator once broken', async () => {
    const doc = structuredClone(await bundlePlatformDocument());
    doc.paths['/call/web'].post.responses = 'none';
    const result = await validate(doc);
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('/paths/~1call~1web/post/responses');
  });

  it('has only internal refs, and each resolves', async () => {
    const doc = await bundlePlatformDocument();
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(300);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/(schemas|parameters|responses)\/[A-Za-z0-9]+$/);
      const [, , kind, name] = ref.split('/') as [string, string, string, string];
      expect(doc.components[kind], ref).toHaveProperty([name]);
    }
  });

  it('uses every schema written under openapi/schemas (no dead definitions)', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const doc = await bundlePlatformDocument({ dir });
      const { readdir } = await import('node:fs/promises');
      const files = (await readdir(path.join(dir, 'schemas'))).filter((f) => f.endsWith('.yaml'));
      const defined: string[] = [];
      for (const file of files) {
        defined.push(...Object.keys(parse(await readFile(path.join(dir, 'schemas', file), 'utf8'))));
      }
      expect(Object.keys(doc.components.schemas).sort()).toEqual(defined.sort());
    } finally {
      await dispose();
    }
  });

  it('declares the production server and bearer auth as the default', async () => {
    const doc = await bundlePlatformDocument();
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://api.vapi.ai' })]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('bundlePlatformDocument', () => {
  it('names the file and ref when a $ref is broken', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'paths', 'call.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('call.yaml#/CreateWebCallDTO', 'call.yaml#/NoSuchSchema'));
      await expect(bundlePlatformDocument({ dir })).rejects.toThrow(
        /Broken \$ref "\.\.\/schemas\/call\.yaml#\/NoSuchSchema" in paths[/\\]call\.yaml/,
      );
    } finally {
      await dispose();
    }
  });

  it.each([
    ['a different', '\nCallStatus:\n  type: string\n'],
    // Redocly merges two equal schemas of one name without a word; the convention is still one file per name.
    [
      'an equal',
      '\nCallStatus:\n  type: string\n  enum: [scheduled, queued, ringing, in-progress, forwarding, ended, not-found, deletion-failed]\n',
    ],
  ])('refuses two components with the same name in different files (%s schema)', async (_, addition) => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'schemas', 'squad.yaml');
      await writeFile(file, `${await readFile(file, 'utf8')}${addition}`);
      const refFile = path.join(dir, 'paths', 'squad.yaml');
      const paths = await readFile(refFile, 'utf8');
      await writeFile(refFile, paths.replace('squad.yaml#/Squad\n', 'squad.yaml#/CallStatus\n'));
      await expect(bundlePlatformDocument({ dir })).rejects.toThrow(
        /Component name clash: schemas\/CallStatus in schemas\/call\.yaml and schemas\/squad\.yaml/,
      );
    } finally {
      await dispose();
    }
  });

  it('refuses a $ref into the middle of a schema, which would bundle under a made-up name', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'paths', 'call.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(
        file,
        text.replace('call.yaml#/CreateWebCallDTO', 'call.yaml#/CreateWebCallDTO/allOf/1'),
      );
      await expect(bundlePlatformDocument({ dir })).rejects.toThrow(
        /Component name clash: schemas bundled as \S+/,
      );
    } finally {
      await dispose();
    }
  });

  it('keeps the names of aliases and of the client messages no operation references', async () => {
    const doc = await bundlePlatformDocument();
    const body = (route: string, method: string) =>
      doc.paths[route][method].requestBody.content['application/json'].schema;
    expect(body('/assistant', 'post')).toEqual({ $ref: '#/components/schemas/CreateAssistantDTO' });
    expect(body('/assistant/{id}', 'patch')).toEqual({ $ref: '#/components/schemas/UpdateAssistantDTO' });
    expect(doc.components.schemas.CreateAssistantDTO).toMatchObject({
      allOf: [{ $ref: '#/components/schemas/AssistantSettings' }],
    });
    expect(doc.components.schemas.ClientMessage.oneOf).toContainEqual({
      $ref: '#/components/schemas/ClientMessageTranscript',
    });
    expect(doc.components.schemas).toHaveProperty(['ClientMessageStatusUpdate']);
  });
});
