// Facts the bundled document holds and the packages act on at run time: per operation, whether its body is
// multipart, whether its answer is a page (`{ results, metadata }`) and whether it is served without a token; and
// the message types the platform sends to a server URL and to a browser, each with the schema that describes it.
// Read here from the one bundled document, so nobody writes them out again by hand.
import { listOperations } from './bundle.mjs';

const schemaName = (ref) => (typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined);

/** The schema a `$ref` names, or the node itself. */
function resolved(doc, schema) {
  const name = schemaName(schema?.$ref);
  return name ? doc.components.schemas[name] : schema;
}

/** The JSON schema of an operation's first 2xx answer. */
function successSchema(doc, operation) {
  const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
  return resolved(doc, success?.content?.['application/json']?.schema);
}

/**
 * @typedef {{ key: string, multipart?: true, paginated?: true, public?: true }} OperationFacts
 * @param {Record<string, any>} doc a bundled document
 * @returns {OperationFacts[]} one entry per operation, in document order
 */
export function operationFacts(doc) {
  return listOperations(doc).map(({ method, path }) => {
    const operation = doc.paths[path][method.toLowerCase()];
    const answer = successSchema(doc, operation);
    // An operation's own `security: []` lifts the document's bearer requirement.
    const security = operation.security ?? doc.security ?? [];
    return {
      key: `${method} ${path}`,
      ...('multipart/form-data' in (operation.requestBody?.content ?? {}) && { multipart: true }),
      ...(answer?.properties?.results && answer.properties.metadata && { paginated: true }),
      ...(security.length === 0 && { public: true }),
    };
  });
}

/**
 * The variants of a message envelope (`ServerMessage`, `ClientMessage`): each `type` its variants carry, with the
 * schema describing it, in the document's order (a variant may carry several: the transcript has two).
 * @returns {{ type: string, schema: string }[]}
 */
export function messageVariants(doc, envelope) {
  const variants = doc.components.schemas[envelope]?.properties?.message?.oneOf ?? [];
  return variants.flatMap(({ $ref }) => {
    const schema = schemaName($ref);
    const types = doc.components.schemas[schema]?.properties?.type?.enum ?? [];
    return types.map((type) => ({ type, schema }));
  });
}

/**
 * Server messages that expect an answer, and the schema of that answer: `ServerMessageResponse` lists the answers,
 * each named after its message (`ServerMessageToolCalls` → `ServerMessageResponseToolCalls`).
 * @returns {{ type: string, schema: string }[]}
 */
export function serverMessageAnswers(doc) {
  const answers = new Set(
    (doc.components.schemas.ServerMessageResponse?.properties?.messageResponse?.oneOf ?? []).map(({ $ref }) =>
      schemaName($ref),
    ),
  );
  return messageVariants(doc, 'ServerMessage').flatMap(({ type, schema }) => {
    const answer = schema.replace(/^ServerMessage/, 'ServerMessageResponse');
    return answers.has(answer) ? [{ type, schema: answer }] : [];
  });
}

/**
 * The status update the platform sends browsers but its document leaves out of `ClientMessage` (ours, in the overlay:
 * a reference to the published server message).
 */
const CLIENT_STATUS_UPDATE = 'ClientMessageStatusUpdate';

/** Every message type a browser may receive during a call, with its schema. */
export function clientMessageVariants(doc) {
  const variants = messageVariants(doc, 'ClientMessage');
  const statusUpdate =
    resolved(doc, doc.components.schemas[CLIENT_STATUS_UPDATE])?.properties?.type?.enum ?? [];
  const known = new Set(variants.map(({ type }) => type));
  return [
    ...variants,
    ...statusUpdate
      .filter((type) => !known.has(type))
      .map((type) => ({ type, schema: CLIENT_STATUS_UPDATE })),
  ];
}

const quote = (text) => JSON.stringify(text);
const typeMap = (name, doc, entries) =>
  [
    `/** ${doc} */`,
    `export interface ${name} {`,
    ...entries.map(({ type, schema }) => `  ${quote(type)}: ${quote(schema)};`),
    '}',
  ].join('\n');

/** `src/generated/server-messages.ts` of the api-client. */
export function renderServerMessages(doc, header) {
  const variants = messageVariants(doc, 'ServerMessage');
  return `${header}
/** Every \`type\` a server message of the document carries, in its order. */
export const SERVER_MESSAGE_TYPES = [
${variants.map(({ type }) => `  ${quote(type)},`).join('\n')}
] as const;

${typeMap('ServerMessageSchemaNames', 'Which schema describes each server-message type.', variants)}

${typeMap('ServerMessageResponseSchemaNames', 'The server-message types that expect an answer, and the schema of that answer.', serverMessageAnswers(doc))}
`;
}

/** `src/generated/client-messages.ts` of web-call. */
export function renderClientMessages(doc, header) {
  const variants = clientMessageVariants(doc);
  return `${header}
/** Every \`type\` of a message the platform sends a browser during a call. */
export const CLIENT_MESSAGE_TYPES = [
${variants.map(({ type }) => `  ${quote(type)},`).join('\n')}
] as const;

${typeMap('ClientMessageSchemaNames', 'Which schema describes each client-message type.', variants)}
`;
}

/** `src/generated/operation-facts.ts` of the api-client: the operations served without a token. */
export function renderPublicOperations(doc, header) {
  const publicKeys = operationFacts(doc)
    .filter((facts) => facts.public)
    .map(({ key }) => key);
  return `${header}
/** Operations the platform serves without a bearer token, keyed \`METHOD /path\`. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(${JSON.stringify(publicKeys)});
`;
}

/** `src/generated/operations.ts` of the mock: every operation and its facts. */
export function renderMockOperations(doc, header) {
  const lines = operationFacts(doc).map(({ key, ...facts }) => `  ${quote(key)}: ${JSON.stringify(facts)},`);
  return `${header}
/** What the document says of one operation beyond its schemas. */
export interface OperationFacts {
  /** The request body is \`multipart/form-data\`. */
  readonly multipart?: true;
  /** The answer is a page, \`{ results, metadata }\`. */
  readonly paginated?: true;
  /** Served without a bearer token. */
  readonly public?: true;
}

/** Every operation of the document, keyed \`METHOD /path\`, in document order. */
export const OPERATION_FACTS = {
${lines.join('\n')}
} as const satisfies Record<string, OperationFacts>;
`;
}
