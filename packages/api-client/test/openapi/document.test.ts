import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundlePlatformDocument } from '../../../../scripts/openapi/bundle.mjs';
import { collectRefs, copyOpenapi } from './fixtures';

async function validate(doc: Record<string, unknown>) {
  const result = await new Validator().validate(doc);
  return { valid: result.valid, errors: JSON.stringify(result.errors, null, 2) };
}

async function overlaySchemaNames(dir: string): Promise<string[]> {
  const folder = path.join(dir, 'overlay', 'schemas');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.yaml'));
  const names: string[] = [];
  for (const file of files)
    names.push(...Object.keys(parse(await readFile(path.join(folder, file), 'utf8'))));
  return names;
}

describe('the bundled platform document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const doc = await bundlePlatformDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(doc);
    // The errors are part of the assertion so a failure shows what is wrong.
    expect(result).toEqual({ valid: true, errors: undefined });
  }, 30_000);

  it('is rejected by the validator once broken', async () => {
    const doc = structuredClone(await bundlePlatformDocument());
    doc.paths['/call/web'].post.responses = 'none';
    const result = await validate(doc);
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('/paths/~1call~1web/post/responses');
  }, 30_000);

  it('has only internal refs, and each resolves', async () => {
    const doc = await bundlePlatformDocument();
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(3000);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/(schemas|parameters|responses)\/[A-Za-z0-9_.-]+$/);
      const [, , kind, name] = ref.split('/') as [string, string, string, string];
      expect(doc.components[kind], ref).toHaveProperty([name]);
    }
  });

  it('has every schema of the published document under its published name, and the overlay’s', async () => {
    const doc = await bundlePlatformDocument();
    const published = JSON.parse(
      await readFile(path.join(await copyPath(), 'published', 'platform-openapi.json'), 'utf8'),
    );
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(Object.keys(published.components.schemas)));
    expect(names).toHaveLength(
      Object.keys(published.components.schemas).length + (await overlaySchemaNames(await copyPath())).length,
    );
  });

  it('uses every schema the overlay defines (no dead definitions)', async () => {
    const doc = await bundlePlatformDocument();
    const referenced = new Set(collectRefs(doc).map((ref) => ref.split('/').pop()));
    // The status update is a message of no operation: web-call reads it from the types.
    const unused = (await overlaySchemaNames(await copyPath())).filter(
      (name) => !referenced.has(name) && name !== 'ClientMessageStatusUpdate',
    );
    expect(unused).toEqual([]);
  });

  it('declares the production server and bearer auth as the default, and its provenance', async () => {
    const doc = await bundlePlatformDocument();
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://api.vapi.ai' })]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info['x-published-document']).toMatchObject({
      repository: 'VapiAI/docs',
      commit: '0494c2f3cd88c4fd04b8e98e9a247919270741ed',
    });
  });
});

async function copyPath() {
  const { OPENAPI_DIR } = await import('../../../../scripts/openapi/bundle.mjs');
  return OPENAPI_DIR;
}

describe('bundlePlatformDocument', () => {
  it('names the ref when an overlay $ref is broken', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'overlay', 'paths', 'call.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(
        file,
        text.replace('#/components/schemas/CreateWebCallDTO', '#/components/schemas/NoSuchSchema'),
      );
      await expect(bundlePlatformDocument({ dir })).rejects.toThrow(/NoSuchSchema/);
    } finally {
      await dispose();
    }
  });

  it('refuses an overlay schema that takes a published name', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'overlay', 'schemas', 'call.yaml');
      await writeFile(file, `${await readFile(file, 'utf8')}\nWorkflow:\n  type: object\n`);
      await expect(bundlePlatformDocument({ dir })).rejects.toThrow(
        /overlay\/schemas\/call\.yaml: schemas\/Workflow is already defined/,
      );
    } finally {
      await dispose();
    }
  });

  it('refuses an overlay operation the published document already has', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'overlay', 'paths', 'call.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(
        file,
        `${text}/assistant:\n  get:\n    responses:\n      "200":\n        description: x\n`,
      );
      await expect(bundlePlatformDocument({ dir })).rejects.toThrow(
        /overlay\/paths\/call\.yaml: GET \/assistant is already in the published document/,
      );
    } finally {
      await dispose();
    }
  });

  it('lets overlay operations use the platform’s own schemas by their published names', async () => {
    const doc = await bundlePlatformDocument();
    const body = (route: string, method: string) =>
      doc.paths[route][method].requestBody.content['application/json'].schema;
    expect(body('/assistant', 'post')).toEqual({ $ref: '#/components/schemas/CreateAssistantDTO' });
    expect(body('/workflow', 'post')).toEqual({ $ref: '#/components/schemas/CreateWorkflowDTO' });
    expect(body('/call/web', 'post')).toEqual({ $ref: '#/components/schemas/CreateWebCallDTO' });
    expect(doc.components.schemas.ClientMessage.properties.message.oneOf).toContainEqual({
      $ref: '#/components/schemas/ClientMessageTranscript',
    });
  });
});
