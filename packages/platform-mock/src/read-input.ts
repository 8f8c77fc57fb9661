import { type JsonObject, objectOf } from './action-context';
import type { MockRequest } from './platform-mock-core';
import { MockProblem } from './reply';

/** Deeper JSON than this is refused: a hostile body must not exhaust the stack of the validator or the store. */
export const MAX_JSON_DEPTH = 64;

/** What a request carries once read: the JSON object, or the multipart form. */
export interface RequestInput {
  /** The JSON body; `{}` when there is none or it is multipart. */
  body: JsonObject;
  /** The parsed body as sent (`undefined` when empty), for validation against the document. */
  raw: unknown;
  form?: FormData;
}

function depthOf(value: unknown): number {
  // Iterative, so that measuring a deep value cannot itself overflow the stack.
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (!node || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Whether the JSON text holds more than `depth` opening brackets: no fewer than its nesting needs, so a text with
 * fewer cannot be too deep, and most bodies are not walked at all.
 */
function mayNestDeeperThan(text: string, depth: number): boolean {
  let brackets = 0;
  for (const bracket of ['{', '[']) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) {
      if (++brackets > depth) return true;
    }
  }
  return false;
}

/** Reads the body of a request to an operation with a JSON (or, with `multipart`, a form) body; 400 when unreadable. */
export async function readInput(request: MockRequest, multipart: boolean): Promise<RequestInput> {
  if (multipart) {
    if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
      throw new MockProblem(400, 'Expected a multipart/form-data body.');
    }
    try {
      return { body: {}, raw: undefined, form: await request.formData() };
    } catch {
      throw new MockProblem(400, 'The multipart/form-data body cannot be read.');
    }
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw new MockProblem(400, 'The request body cannot be read.');
  }
  if (!text.trim()) return { body: {}, raw: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MockProblem(400, 'Request body is not valid JSON.');
  }
  if (mayNestDeeperThan(text, MAX_JSON_DEPTH) && depthOf(parsed) > MAX_JSON_DEPTH) {
    throw new MockProblem(400, `Request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return { body: objectOf(parsed) ?? {}, raw: parsed };
}
