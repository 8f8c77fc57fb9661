import { beforeAll, describe, expect, it } from 'vitest';
import { bundlePlatformDocument } from '../../../../scripts/openapi/bundle.mjs';

// The OpenAPI 3.1 meta-schema accepts any object as a Schema Object, so the validator cannot catch a typo
// such as `type: strng` or a `required` entry naming no property. This lint closes that gap. It also keeps
// `required` where openapi-typescript honours it: beside the properties it names, or beside an allOf whose
// parts declare them (a required-only allOf part is silently dropped from the generated types).

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const FORMATS = new Set(['date-time', 'uri', 'email', 'binary', 'uuid']);

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  discriminator?: { propertyName: string };
  const?: unknown;
  enum?: unknown[];
};

/** Every problem found in the document's component schemas, one readable line each. */
function schemaProblems(schemas: Record<string, Schema>): string[] {
  const problems: string[] = [];
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(schemas[schema.$ref.split('/').pop() as string] ?? {}) : schema;
  const propertyNames = (schema: Schema): string[] => {
    const resolved = resolve(schema);
    return [...Object.keys(resolved.properties ?? {}), ...(resolved.allOf ?? []).flatMap(propertyNames)];
  };

  const check = (schema: Schema, where: string) => {
    for (const type of [schema.type ?? []].flat()) {
      if (!JSON_TYPES.has(type)) problems.push(`${where}: unknown type "${type}"`);
    }
    if (schema.format && !FORMATS.has(schema.format))
      problems.push(`${where}: unknown format "${schema.format}"`);
    if (schema.required) {
      const known = new Set(propertyNames(schema));
      for (const name of schema.required) {
        if (!known.has(name)) problems.push(`${where}: requires undeclared property "${name}"`);
      }
    }
    if (schema.discriminator) {
      const key = schema.discriminator.propertyName;
      for (const branch of schema.oneOf ?? []) {
        const parts = [resolve(branch), ...(resolve(branch).allOf ?? []).map(resolve)];
        const property = parts.map((part) => part.properties?.[key]).find(Boolean);
        // The platform writes a constant as a one-value enum.
        const constant = property?.const ?? (property?.enum?.length === 1 ? property.enum[0] : undefined);
        if (typeof constant !== 'string')
          problems.push(`${where}: branch ${branch.$ref} has no constant ${key}`);
      }
    }
    for (const [name, child] of Object.entries(schema.properties ?? {})) check(child, `${where}.${name}`);
    schema.allOf?.forEach((part, index) => {
      check(part, `${where}.allOf[${index}]`);
    });
    for (const key of ['oneOf', 'anyOf'] as const) {
      schema[key]?.forEach((part, index) => {
        check(part, `${where}.${key}[${index}]`);
      });
    }
    if (schema.items) check(schema.items, `${where}[]`);
    if (typeof schema.additionalProperties === 'object') check(schema.additionalProperties, `${where}{}`);
  };

  for (const [name, schema] of Object.entries(schemas)) check(schema, name);
  return problems;
}

let schemas: Record<string, Schema>;

beforeAll(async () => {
  schemas = (await bundlePlatformDocument()).components.schemas;
});

describe('schemas of the platform document', () => {
  it('use JSON Schema types and known formats, require only declared properties, discriminate on constants', () => {
    expect(Object.keys(schemas).length).toBeGreaterThan(100);
    expect(schemaProblems(schemas)).toEqual([]);
  });

  it('are linted strictly enough to catch typos', () => {
    const broken = structuredClone(schemas);
    (broken.UpdateFileDTO as Schema).properties = { name: { type: 'strng' } };
    (broken.UpdateFileDTO as Schema).required = ['nmae'];
    (broken.File as Schema).properties = { url: { type: 'string', format: 'url' } };
    delete (broken.OAuth2AuthenticationPlan as Schema).properties?.type;
    const problems = schemaProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'File.url: unknown format "url"',
        'UpdateFileDTO: requires undeclared property "nmae"',
        'UpdateFileDTO.name: unknown type "strng"',
        'CreateWebhookCredentialDTO.authenticationPlan: branch #/components/schemas/OAuth2AuthenticationPlan has no constant type',
      ]),
    );
    expect(
      problems.filter(
        (problem) => !/^(File|UpdateFileDTO|OAuth2AuthenticationPlan|\w+\.authenticationPlan)/.test(problem),
      ),
    ).toEqual([]);
  });

  it('give every stored entity an id, orgId and timestamps', () => {
    for (const name of [
      'Assistant',
      'Squad',
      'Workflow',
      'Call',
      'Chat',
      'Campaign',
      'Session',
      'TwilioPhoneNumber',
      'KnowledgeBaseV2',
      'Scorecard',
      'Personality',
      'Board',
    ]) {
      const resolved = schemas[name] as Schema;
      const names = new Set([
        ...Object.keys(resolved.properties ?? {}),
        ...(resolved.allOf ?? []).flatMap((part) =>
          Object.keys((part.$ref ? schemas[part.$ref.split('/').pop() as string] : part)?.properties ?? {}),
        ),
      ]);
      for (const field of ['id', 'orgId', 'createdAt', 'updatedAt'])
        expect(names.has(field), `${name}.${field}`).toBe(true);
    }
  });
});
