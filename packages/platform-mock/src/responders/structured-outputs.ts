import { type JsonObject, objectOf, type Responder } from '../action-context';
import { MockProblem, problem, reply } from '../reply';
import type { Entity, Store } from '../store';
import { renderTranscript } from '../transcript';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema given by the caller, read loosely
type Schema = any;

/** The call's transcript as the platform writes it, one `User:`/`AI:` line a turn; built from its messages if absent. */
export function transcriptOf(call: Entity): string {
  const artifact = objectOf(call.artifact);
  if (typeof artifact?.transcript === 'string') return artifact.transcript;
  const messages = Array.isArray(artifact?.messages)
    ? artifact.messages
    : Array.isArray(call.messages)
      ? call.messages
      : [];
  return renderTranscript(messages);
}

const typeOf = (schema: Schema): string =>
  [schema?.type ?? (schema?.properties ? 'object' : 'string')].flat()[0];

function parseRegex(source: string): RegExp {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(source);
  try {
    const flags = (literal?.[2] ?? '').replace('g', '');
    return new RegExp(literal ? (literal[1] as string) : source, `${flags}g`);
  } catch {
    throw new MockProblem(400, `regex is not a valid pattern: ${source}`);
  }
}

/** The platform's regex extraction, as its document describes it for each schema type. */
function regexResult(pattern: RegExp, schema: Schema, transcript: string): unknown {
  const matches = [...transcript.matchAll(pattern)];
  const first = matches[0];
  switch (typeOf(schema)) {
    case 'boolean':
      return matches.length > 0;
    case 'number':
    case 'integer':
      return first ? Number(first[0]) : null;
    case 'array':
      return matches.map((match) => match[1] ?? match[0]);
    default:
      return first ? (first[1] ?? first[0]) : null;
  }
}

const wordsOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4);

/**
 * What the mock reads from a transcript without a model, by the schema: an enum value it mentions, the first
 * number or ISO date in it, whether it mentions every word of the field's name (for a boolean), what the customer
 * said (for other strings), and objects field by field. Not the platform's judgement, but a function of the call.
 */
function readField(name: string, schema: Schema, transcript: string): unknown {
  const text = transcript.toLowerCase();
  const customerSaid = transcript
    .split('\n')
    .filter((line) => line.startsWith('User: '))
    .map((line) => line.slice('User: '.length))
    .join(' ');
  const enumValues: unknown[] = Array.isArray(schema?.enum) ? schema.enum : [];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema?.properties ?? {}).map(([key, property]) => [
          key,
          readField(key, property, transcript),
        ]),
      );
    case 'array': {
      const items = schema?.items ?? {};
      const options: unknown[] = Array.isArray(items.enum) ? items.enum : [];
      return options.filter((option) => text.includes(String(option).toLowerCase()));
    }
    case 'boolean': {
      const words = wordsOf(name);
      return words.length > 0 && words.every((word) => text.includes(word));
    }
    case 'number':
    case 'integer': {
      const number = /-?\d+(?:\.\d+)?/.exec(customerSaid || transcript)?.[0];
      return number === undefined ? null : Number(number);
    }
    default: {
      if (enumValues.length)
        return enumValues.find((value) => text.includes(String(value).toLowerCase())) ?? null;
      if (schema?.format === 'date' || schema?.format === 'date-time') {
        return /\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?/.exec(transcript)?.[0] ?? null;
      }
      return customerSaid || null;
    }
  }
}

/** The value a structured output takes on a call. */
export function extract(output: JsonObject, call: Entity): unknown {
  const transcript = transcriptOf(call);
  if (output.type === 'regex' && typeof output.regex === 'string') {
    return regexResult(parseRegex(output.regex), output.schema, transcript);
  }
  return readField(String(output.name ?? ''), output.schema, transcript);
}

function outputOf(store: Store, body: JsonObject): { id: string; output: JsonObject } {
  if (typeof body.structuredOutputId === 'string') {
    const stored = store.get('structured-output', body.structuredOutputId);
    if (!stored) throw new MockProblem(404, `No structured-output with id "${body.structuredOutputId}".`);
    return { id: stored.id, output: stored };
  }
  const transient = objectOf(body.structuredOutput);
  if (!transient) throw new MockProblem(400, 'structuredOutputId or structuredOutput must be provided.');
  return { id: `transient-${String(transient.name ?? 'output')}`, output: transient };
}

/**
 * Runs a structured output (stored, or given inline) over calls the mock holds. A preview (`previewEnabled`, one
 * call) answers the value keyed by the output's id and changes nothing; a run writes the value into each call's
 * `artifact.structuredOutputs` and answers that the work has started.
 */
export const respondStructuredOutputRun: Responder = ({ store, body }) => {
  const callIds = Array.isArray(body.callIds) ? body.callIds.map(String) : [];
  const preview = body.previewEnabled === true;
  if (preview && callIds.length !== 1) return problem(400, 'A preview runs on exactly one call.');
  if (!preview && (callIds.length === 0 || callIds.length > 100)) {
    return problem(400, 'callIds must name from 1 to 100 calls.');
  }
  const { id, output } = outputOf(store, body);
  const calls = callIds.map((callId) => {
    const call = store.get('call', callId);
    if (!call) throw new MockProblem(404, `No call with id "${callId}".`);
    return call;
  });
  const name = String(output.name ?? id);
  if (preview) return reply(200, { [id]: { name, result: extract(output, calls[0] as Entity) } });
  for (const call of calls) {
    const artifact = objectOf(call.artifact) ?? {};
    store.update('call', call.id, {
      artifact: {
        ...artifact,
        structuredOutputs: {
          ...objectOf(artifact.structuredOutputs),
          [id]: { name, result: extract(output, call) },
        },
      },
    });
  }
  return reply(200, {
    message: `Structured output ${name} is running on ${calls.length} call(s).`,
    workflowId: store.create('structured-output-run', { structuredOutputId: id, callIds }).id,
  });
};
