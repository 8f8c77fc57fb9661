import type { JsonObject, Patch, Responder, View } from '../action-context';
import { MockProblem, problem, reply } from '../reply';
import { ASSISTANT_REPLY } from '../shapes';
import type { Entity, Store } from '../store';
import { extract } from './structured-outputs';

const RUN = 'simulation-run';
const ITEM = 'simulation-run-item';

/** A run item's states; the last three are final. */
export const RUN_ITEM_STATUSES = ['queued', 'running', 'evaluating', 'passed', 'failed', 'canceled'] as const;
export type RunItemStatus = (typeof RUN_ITEM_STATUSES)[number];
const FINAL: readonly string[] = ['passed', 'failed', 'canceled'];
const isFinal = (item: Entity) => FINAL.includes(String(item.status));

const objectOf = (value: unknown): JsonObject | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
const now = () => new Date().toISOString();
const objectsOf = (value: unknown): JsonObject[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) => {
        const object = objectOf(item);
        return object ? [object] : [];
      })
    : [];

function stored(store: Store, collection: string, id: unknown, what: string): Entity {
  const entity = typeof id === 'string' ? store.get(collection, id) : undefined;
  if (!entity) throw new MockProblem(404, `No ${what} with id "${String(id)}".`);
  return entity;
}

interface Planned {
  simulationId: string | undefined;
  scenario: JsonObject | undefined;
  personality: JsonObject | undefined;
  simulation: JsonObject | undefined;
}

/** What one stored simulation runs: its scenario and personality, as they are now. */
function plannedSimulation(store: Store, simulation: Entity): Planned {
  const lookup = (collection: string, id: unknown) =>
    typeof id === 'string' ? store.get(collection, id) : undefined;
  return {
    simulationId: simulation.id,
    simulation,
    scenario: lookup('simulation-scenario', simulation.scenarioId),
    personality: lookup('simulation-personality', simulation.personalityId),
  };
}

/** The simulations a run's entries name: stored ones, each of a suite's, or one made of inline parts. */
function plannedSimulations(store: Store, entries: readonly JsonObject[]): Planned[] {
  return entries.flatMap((entry): Planned[] => {
    if (entry.type === 'simulationSuite') {
      const suite = stored(
        store,
        'simulation-suite',
        entry.simulationSuiteId ?? entry.suiteId,
        'simulation suite',
      );
      const ids = Array.isArray(suite.simulationIds) ? suite.simulationIds : [];
      return ids.map((id) => plannedSimulation(store, stored(store, 'simulation', id, 'simulation')));
    }
    if (entry.simulationId !== undefined) {
      return [plannedSimulation(store, stored(store, 'simulation', entry.simulationId, 'simulation'))];
    }
    const scenario =
      entry.scenarioId !== undefined
        ? stored(store, 'simulation-scenario', entry.scenarioId, 'scenario')
        : objectOf(entry.scenario);
    const personality =
      entry.personalityId !== undefined
        ? stored(store, 'simulation-personality', entry.personalityId, 'personality')
        : objectOf(entry.personality);
    return [{ simulationId: undefined, simulation: undefined, scenario, personality }];
  });
}

function itemsOf(store: Store, runId: string): Entity[] {
  return store.list(ITEM).filter((item) => item.runId === runId);
}

/** The counts of a run's items by status, as the platform sums them. */
function itemCounts(items: readonly Entity[]): JsonObject {
  const count = (...statuses: string[]) =>
    items.filter((item) => statuses.includes(String(item.status))).length;
  return {
    total: items.length,
    passed: count('passed'),
    failed: count('failed'),
    running: count('running', 'evaluating'),
    queued: count('queued'),
    canceled: count('canceled'),
  };
}

/** A run as answered: its status, end and counts follow from its items. */
export const simulationRunView: View = ({ store }, run) => {
  const items = itemsOf(store, run.id);
  const ended = items.length > 0 && items.every(isFinal);
  const started = items.some((item) => item.status !== 'queued');
  const finishedAt = items
    .map((item) => String(item.completedAt ?? item.failedAt ?? item.canceledAt ?? ''))
    .sort()
    .at(-1);
  return {
    ...run,
    status: ended ? 'ended' : started ? 'running' : 'queued',
    ...(ended && { endedAt: finishedAt || run.updatedAt, endedReason: run.endedReason ?? 'completed' }),
    itemCounts: itemCounts(items),
  };
};

/**
 * Starts a run: one queued item per simulation it names (each simulation of a suite, inline ones included),
 * times `iterations`, each with a snapshot of its scenario and personality.
 */
export const respondCreateSimulationRun: Responder = (context) => {
  const { store, body, session } = context;
  const planned = plannedSimulations(store, objectsOf(body.simulations));
  if (planned.length === 0) return problem(400, 'The run names no simulation to run.');
  const iterations = typeof body.iterations === 'number' ? body.iterations : 1;
  const queuedAt = now();
  const run = store.create(RUN, { ...body, orgId: session.orgId, status: 'queued', queuedAt, iterations });
  const items = planned.flatMap(({ simulationId, scenario, personality, simulation }) =>
    Array.from({ length: iterations }, (_, index) =>
      store.create(ITEM, {
        orgId: session.orgId,
        runId: run.id,
        // Inline simulations have no id of their own; the platform's items always carry one.
        simulationId: simulationId ?? run.id,
        ...(typeof scenario?.id === 'string' && { scenarioId: scenario.id }),
        ...(typeof personality?.id === 'string' && { personalityId: personality.id }),
        status: 'queued' satisfies RunItemStatus,
        queuedAt,
        iterationNumber: index + 1,
        metadata: { scenario, personality, simulation },
      }),
    ),
  );
  return reply(201, {
    ...simulationRunView(context, run),
    simulationRunItemIds: items.map((item) => item.id),
    url: `${session.baseUrl}/eval/simulation/run/${run.id}`,
  });
};

/** Cancelling a run cancels its unfinished items; finished ones keep their outcome. An ended run is refused. */
export const simulationRunCancel: Patch = ({ store }, run) => {
  const items = itemsOf(store, run.id);
  if (items.length > 0 && items.every(isFinal)) throw new MockProblem(400, 'The run has ended already.');
  const canceledAt = now();
  for (const item of items) {
    if (!isFinal(item)) store.update(ITEM, item.id, { status: 'canceled', canceledAt });
  }
  return { endedReason: 'canceled' };
};

/** Cancelling one item; an item that has finished is refused. */
export const simulationRunItemCancel: Patch = (_context, item) => {
  if (isFinal(item)) throw new MockProblem(400, `The run item is ${String(item.status)} already.`);
  return { status: 'canceled', canceledAt: now() };
};

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
 * Plays an item's conversation as the mock can: the tester says the scenario's instructions, the assistant
 * answers its canned reply, and the scenario's evaluations are read from that transcript. The item passes when
 * every required evaluation does.
 */
function simulate(store: Store, item: Entity): Entity {
  const scenario = objectOf(objectOf(item.metadata)?.scenario) ?? {};
  const transcript = `User: ${String(scenario.instructions ?? '')}\nAI: ${ASSISTANT_REPLY}`;
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
 * Improvement suggestions for a run item (the platform's "generate"). The mock first plays an unfinished item
 * to its outcome; a failed item then gets suggestions naming each required evaluation it missed (kept unless
 * `persist=false`; generated again only with `force=true`). A canceled item has nothing to improve.
 */
export const respondGenerateRunItem: Responder = ({ store, target, query }) => {
  if (!target) return problem(404, 'No such run item.');
  if (target.status === 'canceled')
    return problem(400, 'The run item was canceled; it has no result to improve.');
  const item = isFinal(target) ? target : simulate(store, target);
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

/** How many simulations may run at once, and how many do. */
export const respondSimulationConcurrency: Responder = ({ store, session }) => {
  const active = store
    .list(ITEM)
    .filter((item) => item.status === 'running' || item.status === 'evaluating').length;
  const checkedAt = now();
  return reply(200, {
    orgId: session.orgId,
    concurrencyLimit: 10,
    activeSimulations: active,
    availableToStart: Math.max(0, 10 - active),
    isDefault: true,
    createdAt: checkedAt,
    updatedAt: checkedAt,
  });
};
