import type { OutputUnit } from '@cfworker/json-schema';

/** Where the offending value sits, as the platform names it: `assistant.model.provider`, `limit`, `id`. */
function fieldOf(instanceLocation: string, root: string): string {
  const parts = instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'));
  return parts.length ? parts.join('.') : root;
}

const article = (type: string) =>
  type === 'null'
    ? 'null'
    : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type === 'integer' ? 'integer number' : type}`;

const quoted = (error: string) => [...error.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');
const numbers = (error: string) => [...error.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => match[0]);

// Format names as a person reads them, with their article.
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  uri: 'a URL address',
  'date-time': 'an ISO 8601 date string',
  email: 'an email',
  uuid: 'a UUID',
};

/**
 * One message per offending field, in the platform's (class-validator's) wording: "maxDurationSeconds must be a
 * number", "name must be shorter than or equal to 40 characters", "property foo should not exist". Errors
 * inside a `oneOf`/`anyOf` branch are folded into one message for the field, so a union gets one line, not one
 * per branch.
 */
export function validationMessages(errors: readonly OutputUnit[], root: string): string[] {
  const messages = new Set<string>();
  const unionTypes = new Map<string, string[]>();
  for (const { keyword, keywordLocation, instanceLocation, error } of errors) {
    const field = fieldOf(instanceLocation, root);
    const inUnion = /\/(oneOf|anyOf)\/\d+/.test(keywordLocation);
    if (inUnion) {
      if (keyword === 'type')
        unionTypes.set(field, [...(unionTypes.get(field) ?? []), ...quoted(error).slice(1)]);
      continue;
    }
    const message = messageOf(keyword, field, error, root);
    if (message) messages.add(message);
  }
  // A union whose branches all failed on type names every type it allows.
  for (const message of [...messages]) {
    const match = /^(.*) must match one of its allowed forms$/.exec(message);
    const types = match && unionTypes.get(match[1] ?? '');
    if (match && types?.length) {
      messages.delete(message);
      messages.add(`${match[1]} must be ${[...new Set(types)].map(article).join(' or ')}`);
    }
  }
  return [...messages];
}

function messageOf(keyword: string, field: string, error: string, root: string) {
  switch (keyword) {
    case 'type':
      return `${field} must be ${quoted(error).slice(1).map(article).join(' or ')}`;
    case 'required':
      return `${field === root ? '' : `${field}.`}${quoted(error)[0] ?? ''} should not be empty`;
    case 'enum':
      return `${field} must be one of the following values: ${enumValues(error)}`;
    case 'const':
      return `${field} must be ${error.replace(/^Instance does not match /, '').replace(/\.$/, '')}`;
    case 'maxLength':
      return `${field} must be shorter than or equal to ${numbers(error)[1]} characters`;
    case 'minLength':
      return `${field} must be longer than or equal to ${numbers(error)[1]} characters`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} must not be greater than ${numbers(error).at(-1)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} must not be less than ${numbers(error).at(-1)}`;
    case 'minItems':
      return `${field} must contain at least ${numbers(error).at(-1)} elements`;
    case 'maxItems':
      return `${field} must contain no more than ${numbers(error).at(-1)} elements`;
    case 'format': {
      const format = quoted(error)[0] ?? '';
      return `${field} must be ${FORMAT_NAMES[format] ?? `a valid ${format}`}`;
    }
    case 'pattern':
      return `${field} must match the pattern ${quoted(error)[1] ?? ''}`.trim();
    case 'false':
      // A `false` schema is what `additionalProperties: false` (or `unevaluatedProperties: false`) puts on each
      // property it does not allow.
      return `property ${field} should not exist`;
    case 'oneOf':
    case 'anyOf':
      return `${field} must match one of its allowed forms`;
    default:
      // Wrappers ($ref, properties, items, allOf, additionalProperties): the leaf error says it better.
      return undefined;
  }
}

function enumValues(error: string): string {
  const list = /\[(.*)\]/.exec(error)?.[1] ?? '';
  try {
    return (JSON.parse(`[${list}]`) as unknown[]).map(String).join(', ');
  } catch {
    return list;
  }
}
