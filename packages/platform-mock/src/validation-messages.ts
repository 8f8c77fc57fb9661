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

type Unit = Pick<OutputUnit, 'keyword' | 'keywordLocation' | 'instanceLocation' | 'error'>;

const UNION_BRANCH = /^(.*?\/(?:oneOf|anyOf))\/(\d+)(\/.*)?$/;

const isChildOf = (location: string, parent: string) =>
  location.startsWith(`${parent}/`) && !location.slice(parent.length + 1).includes('/');

/**
 * One message per offending field, in the platform's (class-validator's) wording: "maxDurationSeconds must be a
 * number", "name must be shorter than or equal to 40 characters", "property foo should not exist". In a union
 * (`model` is one of the providers' settings), the branch the value chose by its constant (`provider: "openai"`)
 * speaks for it, so a misspelt property of that variant is reported as itself; when no branch or several fit,
 * the union gets one line, not one per branch.
 */
export function validationMessages(errors: readonly OutputUnit[], root: string): string[] {
  // A `false` schema's error names the instance, not the keyword that put it there: it belongs to the error
  // before it (`additionalProperties`), and so to that error's union branch.
  const units: Unit[] = errors.map((unit, index) =>
    unit.keyword === 'false' && index > 0
      ? { ...unit, keywordLocation: `${errors[index - 1]?.keywordLocation}/false` }
      : unit,
  );
  const messages = new Set<string>();
  collect(units, root, messages);
  return [...messages];
}

function collect(units: readonly Unit[], root: string, messages: Set<string>): void {
  const plain: Unit[] = [];
  const unions = new Map<string, Map<string, Unit[]>>();
  for (const unit of units) {
    const match = UNION_BRANCH.exec(unit.keywordLocation);
    if (!match) {
      plain.push(unit);
      continue;
    }
    const [, union = '', branch = '', rest = ''] = match;
    const branches = unions.get(union) ?? new Map<string, Unit[]>();
    unions.set(union, branches);
    branches.set(branch, [...(branches.get(branch) ?? []), { ...unit, keywordLocation: `#${rest}` }]);
  }
  for (const unit of plain) {
    const branches = unions.get(unit.keywordLocation);
    if ((unit.keyword === 'oneOf' || unit.keyword === 'anyOf') && branches) {
      unionMessages(unit, [...branches.values()], root, messages);
      continue;
    }
    const message = messageOf(unit.keyword, fieldOf(unit.instanceLocation, root), unit.error, root);
    if (message) messages.add(message);
  }
}

/** A value that is not the one constant its property allows: how a variant tells it is not the one meant. */
const isConstantMismatch = (unit: Unit) =>
  unit.keyword === 'const' || (unit.keyword === 'enum' && enumValues(unit.error).split(', ').length === 1);

function unionMessages(union: Unit, branches: Unit[][], root: string, messages: Set<string>): void {
  const at = union.instanceLocation;
  const field = fieldOf(at, root);
  // A branch whose constant the value does not carry, or whose type it does not have, is not the one it meant.
  const meant = branches.filter(
    (units) =>
      !units.some(
        (unit) =>
          (isConstantMismatch(unit) && isChildOf(unit.instanceLocation, at)) ||
          (unit.keyword === 'type' && unit.instanceLocation === at),
      ),
  );
  if (meant.length === 1 && meant[0]) {
    collect(meant[0], root, messages);
    return;
  }
  const types = branches.flatMap((units) =>
    units
      .filter((unit) => unit.keyword === 'type' && unit.instanceLocation === at)
      .flatMap((unit) => quoted(unit.error).slice(1)),
  );
  messages.add(
    types.length > 0 && types.length >= branches.length
      ? `${field} must be ${[...new Set(types)].map(article).join(' or ')}`
      : `${field} must match one of its allowed forms`,
  );
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
