import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_DIR, readPublishedDocument } from '../../../../scripts/openapi/bundle.mjs';
import { applyCorrections, convertNullable, FIXES } from '../../../../scripts/openapi/corrections.mjs';

const corrections = async () =>
  parse(await readFile(path.join(OPENAPI_DIR, 'corrections.yaml'), 'utf8')) as {
    fix: string;
    why: string;
    at: string[];
    mediaTypes?: string[];
  }[];
const published = async () =>
  JSON.parse(await readFile(path.join(OPENAPI_DIR, 'published', 'platform-openapi.json'), 'utf8'));

describe('openapi/corrections.yaml', () => {
  it('says what each entry fixes and why, with fixes of the closed set', async () => {
    for (const entry of await corrections()) {
      expect(Object.keys(FIXES)).toContain(entry.fix);
      expect(entry.why.length).toBeGreaterThan(40);
      expect(entry.at.length).toBeGreaterThan(0);
    }
  });

  it('applies to the committed import', async () => {
    const doc = await readPublishedDocument();
    const schemas = doc.components.schemas;
    expect(schemas.BackoffPlan.properties.type.type).toBe('string');
    expect(schemas.OpenAIFunction.properties.name.pattern).toBe('^[a-zA-Z0-9_-]{1,64}$');
    expect(schemas.InviteUserDTO.properties.role).not.toHaveProperty('pattern');
    expect(schemas.InsightTimeRange.properties.start.type).toBe('string');
    expect(schemas.NeuphonicVoice.properties.language.type).toBe('string');
    expect(schemas.NeuphonicVoice.properties.voiceId).toEqual({ type: 'string' });
    expect(schemas.CreateCampaignDTO.properties.serverMessages).not.toHaveProperty('enum');
    expect(schemas.VapiVoice.properties.version).not.toHaveProperty('enum');
    expect(schemas.VapiVoice.properties.version.oneOf).toContainEqual({ type: 'number', enum: [1, 2] });
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    const createProviderResource = doc.paths['/provider/{provider}/{resourceName}'].post;
    expect(createProviderResource.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'provider',
      'resourceName',
    ]);
    expect(Object.keys(doc.paths['/call/{id}/mono-recording'].get.responses['200'].content)).toEqual([
      'audio/wav',
      'audio/mpeg',
    ]);
  });

  it('fails when the platform stops declaring the content-type header parameter', async () => {
    const doc = await published();
    const pointer = '/paths/~1provider~1{provider}~1{resourceName}/post/parameters/0';
    doc.paths['/provider/{provider}/{resourceName}'].post.parameters[0].in = 'query';
    expect(() =>
      applyCorrections(doc, [{ fix: 'drop-content-type-header', why: 'a test', at: [pointer] }]),
    ).toThrow(/Stale entries[\s\S]*drop-content-type-header/);
  });

  // An upstream fix leaves an entry with nothing to do: bundling must fail and name it, so it gets deleted.
  it.each([
    ['retype-as-string', '/components/schemas/BackoffPlan/properties/type', { type: 'string' }],
    [
      'retype-bare-object-as-string',
      '/components/schemas/InsightTimeRange/properties/start',
      { type: 'string' },
    ],
    ['unwrap-regex-literal', '/components/schemas/OpenAIFunction/properties/name', { pattern: '^[a-z]+$' }],
    ['drop-pattern', '/components/schemas/InviteUserDTO/properties/role', { pattern: undefined }],
    // The platform publishing the enum with the numbers in it (or without the enum) would be the fix.
    [
      'drop-enum-beside-oneof',
      '/components/schemas/VapiVoice/properties/version',
      { enum: ['1', '2', 'latest', 1, 2] },
    ],
  ])('fails when the target of a %s entry no longer has its defect', async (fix, pointer, patch) => {
    const doc = await published();
    const [, , , name, , property] = pointer.split('/') as string[];
    Object.assign(doc.components.schemas[name as string].properties[property as string], patch);
    expect(() => applyCorrections(doc, [{ fix, why: 'a test', at: [pointer] }])).toThrow(
      new RegExp(`Stale entries[\\s\\S]*${fix} ${pointer.replaceAll('/', '\\/')}`),
    );
  });

  it('describes a download with the media types its entry names, and fails once the platform publishes one', async () => {
    const pointer = '/paths/~1call~1{id}~1pcap/get/responses/200';
    const entry = {
      fix: 'describe-file-answer',
      why: 'a test',
      at: [pointer],
      mediaTypes: ['application/x-test'],
    };
    const binary = { schema: { type: 'string', format: 'binary' } };

    const corrected = applyCorrections(await published(), [entry]);
    const described = await published();
    described.paths['/call/{id}/pcap'].get.responses['200'].content = { 'application/x-test': binary };

    expect(corrected.paths['/call/{id}/pcap'].get.responses['200'].content).toEqual({
      'application/x-test': binary,
    });
    expect(() => applyCorrections(described, [entry])).toThrow(
      /Stale entries[\s\S]*already describes its content/,
    );
    expect(() => applyCorrections(corrected, [{ ...entry, mediaTypes: undefined }])).toThrow(/mediaTypes/);
  });

  it('fails when the target is gone from the document', async () => {
    const doc = await published();
    expect(() =>
      applyCorrections(doc, [
        { fix: 'drop-pattern', why: 'a test', at: ['/components/schemas/Gone/properties/x'] },
      ]),
    ).toThrow(/is not in the document/);
  });
});

describe('convertNullable', () => {
  it('reads OpenAPI 3.0 nullable as a null type, with or without a type beside it', () => {
    expect(convertNullable({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(convertNullable({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
    expect(convertNullable({ allOf: [{ $ref: '#/x' }], nullable: true })).toEqual({
      anyOf: [{ allOf: [{ $ref: '#/x' }] }, { type: 'null' }],
    });
    expect(convertNullable({ properties: { nullable: { type: 'boolean' } } })).toEqual({
      properties: { nullable: { type: 'boolean' } },
    });
  });
});
