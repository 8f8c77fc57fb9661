import { type JsonObject, objectOf, type Responder } from '../action-context';
import { problem, reply } from '../reply';
import { ASSISTANT_REPLY } from '../shapes';
import type { Entity, Store } from '../store';
import { renderTranscript } from '../transcript';
import { ITEM, isFinal, now, objectsOf, stored } from './evaluations';
import { extract } from './structured-outputs';

const COMPARE: Readonly<
  Record<string, (left: number | string | boolean, right: number | string | boolean) => boolean>
> = {
  '=': (left, right) => left === right,
  '!=': (left, right) => left !== right,
  '>': (left, right) => left > right,
  '<': (left, right) => left < right,
  '>=': (left, right) => left >= right,
  '<=': (left, right) => left <= right,
};

const valueAt = (value: unknown, path: unknown) =>
  typeof path === 'string' && path
    ? path.split('.').reduce<unknown>((node, key) => objectOf(node)?.[key], value)
    : value;

/** One evaluation of the scenario's plan, over the simulated conversation. */
function evaluate(store: Store, plan: JsonObject, conversation: Entity): JsonObject {
  const output =
    plan.structuredOutputId !== undefined
      ? stored(store, 'structured-output', plan.structuredOutputId, 'structured output')
      : (objectOf(plan.structuredOutput) ?? {});
  const value = valueAt(extract(output, conversation), plan.path);
  const extractedValue = ['string', 'number', 'boolean'].includes(typeof value) ? value : null;
  const comparator = String(plan.comparator);
  const expected = plan.value as number | string | boolean;
  return {
    structuredOutputId: String(plan.structuredOutputId ?? output.name ?? 'inline'),
    name: String(output.name ?? 'evaluation'),
    extractedValue,
    expectedValue: expected,
    comparator,
    passed:
      extractedValue !== null &&
      (COMPARE[comparator]?.(extractedValue as typeof expected, expected) ?? false),
    required: plan.required !== false,
  };
}

/**
 * Plays an unfinished item's conversation as the mock can: the tester says the scenario's instructions, the
 * assistant answers its canned reply, and the scenario's evaluations are read from that transcript. The item
 * passes when every required evaluation does. The platform runs items on its own; the mock's user decides when
 * (`playSimulationRunItem`), so that an item can be seen, and cancelled, before it ends.
 */
export function playRunItem(store: Store, itemId: string): Entity {
  const item = store.get(ITEM, itemId);
  if (!item) throw new TypeError(`No simulation run item ${itemId} in the mock: create a run first.`);
  if (isFinal(item))
    throw new TypeError(`The simulation run item ${itemId} is ${String(item.status)} already.`);
  const scenario = objectOf(objectOf(item.metadata)?.scenario) ?? {};
  const transcript = renderTranscript([
    { role: 'user', message: String(scenario.instructions ?? '') },
    { role: 'bot', message: ASSISTANT_REPLY },
  ]);
  const conversation = {
    id: item.id,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    artifact: { transcript },
  };
  const evaluations = objectsOf(scenario.evaluations).map((plan) => evaluate(store, plan, conversation));
  const passed = evaluations.every((result) => result.passed || !result.required);
  const finishedAt = now();
  return (
    store.update(ITEM, item.id, {
      status: passed ? 'passed' : 'failed',
      startedAt: item.startedAt ?? finishedAt,
      ...(passed
        ? { completedAt: finishedAt }
        : { failedAt: finishedAt, failureReason: 'A required evaluation did not pass.' }),
      results: { evaluations, passed },
      metadata: { ...objectOf(item.metadata), call: { transcript } },
    }) ?? item
  );
}

function suggestionsFor(item: Entity): JsonObject {
  const failed = objectsOf(objectOf(item.results)?.evaluations).filter(
    (result) => !result.passed && result.required,
  );
  return {
    analysis: `${failed.length} required evaluation(s) did not pass: ${failed.map((result) => result.name).join(', ')}.`,
    systemPromptSuggestions: failed.map((result) => ({
      issue: `${String(result.name)} was ${JSON.stringify(result.extractedValue)}, expected ${String(result.comparator)} ${JSON.stringify(result.expectedValue)}.`,
      suggestion: `Tell the assistant what the caller must hear or be asked so that ${String(result.name)} comes out as expected.`,
    })),
    toolSuggestions: [],
    scenarioSuggestions: [],
  };
}

/**
 * Improvement suggestions for a run item (the platform's "generate"): written to a failed item's
 * `improvementSuggestions`, naming each required evaluation it missed (kept unless `persist=false`; generated
 * again only with `force=true`); the answer itself has no content. Suggestions are drawn from an ended item's
 * results, so asking never moves an item on: one that has not ended, or was canceled, has none to give.
 */
export const respondGenerateRunItem: Responder = ({ store, target: item, query }) => {
  if (!item) return problem(404, 'No such run item.');
  if (item.status === 'canceled')
    return problem(400, 'The run item was canceled; it has no result to improve.');
  if (!isFinal(item))
    return problem(400, `The run item is ${String(item.status)}; it has no result to improve yet.`);
  const wanted = item.status === 'failed' && (!item.improvementSuggestions || query.get('force') === 'true');
  if (wanted && query.get('persist') !== 'false') {
    store.update(ITEM, item.id, { improvementSuggestions: suggestionsFor(item) });
  }
  return reply(201, undefined);
};

/**
 * Scenarios for an assistant (or squad) the mock holds: a happy path of its first message, an edge case, and a
 * failure mode per tool it has; each is stored and can be run.
 */
export const respondGenerateScenarios: Responder = ({ store, body, session }) => {
  const target =
    body.assistantId !== undefined
      ? stored(store, 'assistant', body.assistantId, 'assistant')
      : body.squadId !== undefined
        ? stored(store, 'squad', body.squadId, 'squad')
        : undefined;
  if (!target) return problem(400, 'assistantId or squadId must be provided.');
  const name = String(target.name ?? 'the assistant');
  const tools = objectsOf(objectOf(target.model)?.tools).map((tool) =>
    String(objectOf(tool.function)?.name ?? tool.type ?? 'tool'),
  );
  const drafts = [
    {
      name: `${name}: straightforward request`,
      instructions: `Answer the greeting${typeof target.firstMessage === 'string' ? ` ("${target.firstMessage}")` : ''} and ask for what ${name} is there to do.`,
      category: 'happy_path',
      reasoning: 'The most common call the assistant takes.',
    },
    {
      name: `${name}: unclear caller`,
      instructions: 'Give your details out of order and change your mind once.',
      category: 'edge_case',
      reasoning: 'Callers rarely answer in the order they are asked.',
    },
    ...tools.map((tool) => ({
      name: `${name}: ${tool} fails`,
      instructions: `Ask for something that needs ${tool}, and insist when it does not work.`,
      category: 'failure_mode',
      reasoning: `The assistant relies on ${tool}.`,
    })),
  ];
  const scenarios = drafts.map((draft) => {
    const { id } = store.create('simulation-scenario', {
      orgId: session.orgId,
      name: draft.name.slice(0, 80),
      instructions: draft.instructions,
      evaluations: [],
    });
    return { ...draft, name: draft.name.slice(0, 80), id };
  });
  return reply(201, {
    scenarios,
    coverageNotes: `${scenarios.length} scenarios for ${name}: ${tools.length} of them exercise its tools.`,
  });
};
