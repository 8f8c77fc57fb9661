import { requestComponents, requestSchemas } from '../src/generated/request-schemas';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes are read loosely here
type Node = any;

const components = (requestComponents as { schemas: Record<string, Node> }).schemas;

function deref(node: Node): Node {
  let current = node;
  while (current?.$ref) current = components[String(current.$ref).split('/').pop() ?? ''];
  return current ?? {};
}

function stringExample(schema: Node): string {
  if (schema.format === 'date-time') return '2026-01-05T10:00:00.000Z';
  if (schema.format === 'uri') return 'https://clinic.example/hook';
  if (schema.format === 'email') return 'front-desk@clinic.example';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  const text = 'example';
  return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, 'x');
}

const isTagRule = (part: Node) =>
  Object.values(part?.if?.properties ?? {}).some((property) => 'const' in (property as Node));

/**
 * The smallest value the schema accepts, built from it: required properties only, the first enum value, union
 * branch or tagged variant, the minimum of a number. Good enough for the document's request schemas (the tests prove each
 * one passes the mock's validation).
 */
export function exampleOf(node: Node): unknown {
  const schema = deref(node);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.oneOf || schema.anyOf) return exampleOf((schema.oneOf ?? schema.anyOf)[0]);
  if (schema.allOf) {
    const parts: Node[] = schema.allOf.map(deref);
    // A tagged union is a list of `if: { <tag>: const } then: <variant>` rules: the first variant, with its tag.
    const [tag, value] = Object.entries(parts.find(isTagRule)?.if.properties ?? {}).map(
      ([name, property]) => [name, (property as Node).const],
    )[0] ?? [undefined, undefined];
    if (tag !== undefined) {
      return { ...(exampleOf(parts.find(isTagRule).then) as object), [tag]: value };
    }
    // The parts' properties describe what an outer `required` asks for.
    const properties = Object.assign({}, ...parts.map((part: Node) => part.properties), schema.properties);
    const merged: Record<string, unknown> = {};
    for (const part of parts) Object.assign(merged, exampleOf(part));
    return Object.assign(merged, exampleOf({ ...schema, allOf: undefined, type: 'object', properties }));
  }
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat()[0];
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const name of schema.required ?? []) result[name] = exampleOf(schema.properties?.[name] ?? {});
      return result;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return stringExample(schema);
  }
}

/** A body the operation accepts: the schema's smallest example, with what the platform needs on top. */
export function validBody(operation: string): Record<string, unknown> | undefined {
  const schema = requestSchemas[operation]?.body;
  if (!schema) return undefined;
  return { ...(exampleOf(schema) as Record<string, unknown>), ...BODY_EXTRAS[operation] };
}

// Rules the platform enforces beyond the schema (a call needs someone to run it).
const BODY_EXTRAS: Record<string, Record<string, unknown>> = {
  'POST /call': { assistantId: 'front-desk' },
  'POST /call/web': { assistantId: 'front-desk' },
};

/** The top-level property names an operation's body declares (through `allOf`); empty for a union or no body. */
export function bodyProperties(operation: string): Set<string> {
  const names = new Set<string>();
  const collect = (node: Node) => {
    const schema = deref(node);
    for (const name of Object.keys(schema.properties ?? {})) names.add(name);
    for (const part of schema.allOf ?? []) collect(part);
  };
  const body = requestSchemas[operation]?.body;
  if (body) collect(body);
  return names;
}
