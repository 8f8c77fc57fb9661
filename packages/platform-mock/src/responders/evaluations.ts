import {
  type JsonObject,
  type ListFilters,
  objectOf,
  type Patch,
  type Responder,
  type View,
} from '../action-context';
import { MockProblem, problem, reply } from '../reply';
import type { Operations } from '../resources';
import { evalRunShape, simulationSuiteShape } from '../shapes';
import type { Entity, Store } from '../store';

const RUN = 'simulation-run';
/** The collection of run items. */
export const ITEM = 'simulation-run-item';

/** A run item's states; the last three are final. */
export const RUN_ITEM_STATUSES = ['queued', 'running', 'evaluating', 'passed', 'failed', 'canceled'] as const;
export type RunItemStatus = (typeof RUN_ITEM_STATUSES)[number];
const FINAL: readonly string[] = ['passed', 'failed', 'canceled'];
export const isFinal = (item: Entity) => FINAL.includes(String(item.status));

export const now = () => new Date().toISOString();
export const objectsOf = (value: unknown): JsonObject[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) => {
        const object = objectOf(item);
        return object ? [object] : [];
      })
    : [];

export function stored(store: Store, collection: string, id: unknown, what: string): Entity {
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

/** A run is listed by what it runs against: `targetType=assistant&targetId=…` reads its `target`. */
export const simulationRunFilters: ListFilters = {
  targetType: (run) => objectOf(run.target)?.type,
  targetId: (run) => {
    const target = objectOf(run.target);
    return target?.assistantId ?? target?.squadId;
  },
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

/** A copy of a suite: its settings and simulations under a new id (the platform keeps the name). */
export const respondDuplicateSimulationSuite: Responder = ({ store, target }) => {
  if (!target) return reply(404, undefined);
  const { id, createdAt, updatedAt, ...settings } = target;
  return reply(201, store.create('simulation-suite', settings));
};

/** The evaluation rows of the operation table: what their operations do beyond their method and path. */
export const evaluationOperations: Operations = {
  'POST /eval/run': { resource: 'eval-run', action: 'create', shape: evalRunShape },
  'POST /eval/simulation/suite': {
    resource: 'simulation-suite',
    action: 'create',
    shape: simulationSuiteShape,
  },
  'POST /eval/simulation/suite/{id}/duplicate': {
    resource: 'simulation-suite',
    action: 'custom',
    respond: respondDuplicateSimulationSuite,
  },
  'POST /eval/simulation/run': {
    resource: 'simulation-run',
    action: 'custom',
    respond: respondCreateSimulationRun,
  },
  'GET /eval/simulation/run': {
    resource: 'simulation-run',
    action: 'list',
    view: simulationRunView,
    filters: simulationRunFilters,
  },
  'GET /eval/simulation/run/{id}': { resource: 'simulation-run', action: 'get', view: simulationRunView },
  'PATCH /eval/simulation/run/{id}': {
    resource: 'simulation-run',
    action: 'update',
    patch: simulationRunCancel,
    view: simulationRunView,
  },
  'PATCH /eval/simulation/run/{id}/item/{itemId}': {
    resource: 'simulation-run-item',
    action: 'update',
    patch: simulationRunItemCancel,
  },
  'GET /eval/simulation/concurrency': {
    resource: 'simulation',
    action: 'custom',
    respond: respondSimulationConcurrency,
  },
};
