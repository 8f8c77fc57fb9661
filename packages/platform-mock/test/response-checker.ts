import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'https://clinic.test/platform.json';

const pointer = (...tokens: string[]) =>
  tokens.map((token) => token.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * The platform's unions overlap (a user message also fits its system-message shape), and the platform answers
 * with either: a value must fit one variant at least, not exactly one.
 */
// biome-ignore lint/suspicious/noExplicitAny: plain JSON
function asAnyOf(node: any): any {
  if (Array.isArray(node)) return node.map(asAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const result = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asAnyOf(value)]));
  if (Array.isArray(result.oneOf) && !result.anyOf && !('in' in result)) {
    result.anyOf = result.oneOf;
    delete result.oneOf;
  }
  return result;
}

/**
 * Checks answers against the response schemas of a bundled document with ajv (a test-only dependency): the
 * list of what an answer breaks, empty when it conforms. Unknown keywords of OpenAPI (discriminator, example)
 * are ignored, formats are checked.
 */
// biome-ignore lint/suspicious/noExplicitAny: the bundled document is plain JSON
export function createResponseChecker(document: any) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...asAnyOf(document), $id: DOCUMENT_ID });
  return (method: string, path: string, status: number, data: unknown): string[] => {
    const content = document.paths[path]?.[method.toLowerCase()]?.responses?.[status]?.content;
    if (!content?.['application/json']?.schema) return data === undefined ? [] : ['no response schema'];
    const ref = `${DOCUMENT_ID}#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    return validate(data)
      ? []
      : (validate.errors ?? []).map(
          (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
        );
  };
}
