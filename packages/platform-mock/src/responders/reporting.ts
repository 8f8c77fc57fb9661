import { type ActionContext, type JsonObject, objectOf, type Responder } from '../action-context';
import { type NumberStatistic, numberStatistic } from '../number-statistics';
import { MockProblem, reply } from '../reply';
import type { Entity, Store } from '../store';

/** The steps a time series is cut into. */
export const INSIGHT_STEPS = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type InsightStep = (typeof INSIGHT_STEPS)[number];

/** The operations of a reporting query other than `count`. */
const REPORTING_STATISTICS: readonly NumberStatistic[] = ['sum', 'average', 'min', 'max'];

const DAY_MS = 86_400_000;
const RELATIVE_UNITS_MS: Readonly<Record<string, number>> = {
  h: 3_600_000,
  d: DAY_MS,
  w: 7 * DAY_MS,
  m: 30 * DAY_MS,
  y: 365 * DAY_MS,
};
const STRUCTURED_OUTPUT_COLUMN = /^artifact\.structuredOutputs\[(.+)\]$/;

const objectsOf = (value: unknown): JsonObject[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) => {
        const object = objectOf(item);
        return object ? [object] : [];
      })
    : [];

/** A bound of a time range: an ISO date, `now`, or `-{n}{h|d|w|m|y}` before now. */
function instant(value: unknown, fallback: number, now: number): number {
  if (typeof value !== 'string') return fallback;
  if (value === 'now') return now;
  const relative = /^-(\d+)([hdwmy])$/.exec(value);
  if (relative) return now - Number(relative[1]) * (RELATIVE_UNITS_MS[relative[2] as string] ?? DAY_MS);
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed))
    throw new MockProblem(400, `timeRange bound "${value}" is not a date or relative time.`);
  return parsed;
}

/** Where a time falls when cut by `step` (UTC): the start of its minute, hour, day, ISO week, month, quarter, year. */
function bucketOf(time: number, step: InsightStep): string {
  const date = new Date(time);
  const start = new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  switch (step) {
    case 'minute':
      return new Date(Math.floor(time / 60_000) * 60_000).toISOString();
    case 'hour':
      return new Date(Math.floor(time / 3_600_000) * 3_600_000).toISOString();
    case 'day':
      return new Date(Math.floor(time / DAY_MS) * DAY_MS).toISOString();
    case 'week': {
      const day = Math.floor(time / DAY_MS) * DAY_MS;
      return new Date(day - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString();
    }
    case 'month':
      start.setUTCMonth(date.getUTCMonth());
      return start.toISOString();
    case 'quarter':
      start.setUTCMonth(date.getUTCMonth() - (date.getUTCMonth() % 3));
      return start.toISOString();
    case 'year':
      return start.toISOString();
  }
}

/** A call's value in a column of the platform's call table. */
function columnValue(call: Entity, column: string): unknown {
  const output = STRUCTURED_OUTPUT_COLUMN.exec(column);
  if (output) {
    const outputs = objectOf(objectOf(call.artifact)?.structuredOutputs);
    return objectOf(outputs?.[output[1] as string])?.result;
  }
  switch (column) {
    case 'duration': {
      const seconds = (Date.parse(String(call.endedAt)) - Date.parse(String(call.startedAt))) / 1000;
      return Number.isFinite(seconds) ? seconds : undefined;
    }
    case 'customerNumber':
      return objectOf(call.customer)?.number;
    default:
      return call[column];
  }
}

function matchesFilter(call: Entity, filter: JsonObject): boolean {
  const actual = columnValue(call, String(filter.column));
  const expected = filter.value;
  const list = Array.isArray(expected) ? expected : [];
  const empty = actual === undefined || actual === null || actual === '';
  switch (filter.operator) {
    case '=':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case '>':
      return typeof actual === 'number' && actual > Number(expected);
    case '<':
      return typeof actual === 'number' && actual < Number(expected);
    case '>=':
      return typeof actual === 'number' && actual >= Number(expected);
    case '<=':
      return typeof actual === 'number' && actual <= Number(expected);
    case 'contains':
      return !empty && String(actual).includes(String(expected));
    case 'not_contains':
      return empty || !String(actual).includes(String(expected));
    case 'in':
      return list.includes(actual);
    case 'not_in':
      return !list.includes(actual);
    case 'is_empty':
      return empty;
    case 'is_not_empty':
      return !empty;
    default:
      return true;
  }
}

/** One query's aggregate over calls: a count, or the average, sum, minimum or maximum of a number column. */
function aggregate(calls: readonly Entity[], query: JsonObject): number | null {
  const column = String(query.column);
  const present = calls
    .map((call) => columnValue(call, column))
    .filter((value) => value !== undefined && value !== null);
  if (query.operation === 'count') return column === 'id' ? calls.length : present.length;
  const numbers = present.filter((value): value is number => typeof value === 'number');
  const statistic = REPORTING_STATISTICS.find((candidate) => candidate === query.operation);
  // An empty column, or an operation the mock does not know, has no value: null, as the platform answers.
  return (statistic && numberStatistic(numbers, statistic)) ?? null;
}

/** Evaluates + - * / and parentheses over numbers: the arithmetic of the platform's formulas, without `eval`. */
function arithmetic(expression: string): number | null {
  const tokens = expression.match(/\d+(?:\.\d+)?|[-+*/()]/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) return null;
  let position = 0;
  const peek = () => tokens[position];
  const primary = (): number => {
    const token = tokens[position++];
    if (token === '(') {
      const value = sum();
      position++;
      return value;
    }
    if (token === '-') return -primary();
    return Number(token);
  };
  const product = (): number => {
    let value = primary();
    while (peek() === '*' || peek() === '/')
      value = tokens[position++] === '*' ? value * primary() : value / primary();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-')
      value = tokens[position++] === '+' ? value + product() : value - product();
    return value;
  };
  const value = sum();
  return Number.isFinite(value) ? value : null;
}

/** A formula with its `{{name}}` (or `{{['name']}}`) references replaced by the row's values. */
function formulaValue(formula: string, row: JsonObject): number | null {
  let missing = false;
  const expression = formula.replace(
    /\{\{\s*(?:\[\s*'([^']+)'\s*\]|([^}\s]+))\s*\}\}/g,
    (_, quoted, plain) => {
      const value = row[(quoted ?? plain) as string];
      if (typeof value !== 'number') missing = true;
      return String(value);
    },
  );
  return missing ? null : arithmetic(expression);
}

/** An insight's definition, as created or previewed. */
interface InsightDefinition {
  type: string;
  queries: JsonObject[];
  formulas: JsonObject[];
  groupBy: string | undefined;
  timeRange: JsonObject;
}

function definitionOf(fields: JsonObject): InsightDefinition {
  // A text insight has one `formula`: the platform types it as an object, the corrected document as a list.
  const single =
    typeof fields.formula === 'string' ? [{ formula: fields.formula }] : objectsOf([fields.formula].flat());
  const formulas = [
    ...objectsOf(fields.formulas),
    ...single.map((formula) => ({ name: 'formula', ...formula })),
  ];
  return {
    type: String(fields.type),
    queries: objectsOf(fields.queries),
    formulas,
    groupBy: typeof fields.groupBy === 'string' ? fields.groupBy : undefined,
    timeRange: objectOf(fields.timeRange) ?? {},
  };
}

/**
 * Runs an insight over the calls the mock holds, created within its time range (default the last 7 days): each
 * query's aggregate, per step of the range for line and bar insights (default a day), per value of `groupBy`
 * where given; formulas evaluated on each row. Rows are `{ date, [groupBy], [query name]: value, … }`.
 */
export function runInsight(
  store: Store,
  definition: InsightDefinition,
  scope: JsonObject = {},
): JsonObject[] {
  const now = Date.now();
  const range = { ...definition.timeRange, ...objectOf(scope.timeRangeOverride) };
  const start = instant(range.start, now - 7 * DAY_MS, now);
  const end = instant(range.end, now, now);
  const step = INSIGHT_STEPS.find((candidate) => candidate === range.step) ?? 'day';
  const series = definition.type === 'line' || definition.type === 'bar';
  const inRange = store.list('call').filter((call) => {
    const created = Date.parse(call.createdAt);
    return (
      created >= start &&
      created <= end &&
      (scope.assistantId === undefined || call.assistantId === scope.assistantId)
    );
  });
  const rows = new Map<string, { row: JsonObject; calls: Entity[] }>();
  for (const call of inRange) {
    const date = series ? bucketOf(Date.parse(call.createdAt), step) : new Date(start).toISOString();
    const group = definition.groupBy ? columnValue(call, definition.groupBy) : undefined;
    const key = JSON.stringify([date, group]);
    const entry = rows.get(key) ?? {
      row: { date, ...(definition.groupBy && { [definition.groupBy]: group ?? null }) },
      calls: [],
    };
    entry.calls.push(call);
    rows.set(key, entry);
  }
  // An insight without any call still has its one row of zero counts (text and pie).
  if (rows.size === 0 && !series && !definition.groupBy)
    rows.set('', { row: { date: new Date(start).toISOString() }, calls: [] });
  return [...rows.values()]
    .sort((left, right) => String(left.row.date).localeCompare(String(right.row.date)))
    .map(({ row, calls }) => {
      const result: JsonObject = { ...row };
      for (const [index, query] of definition.queries.entries()) {
        const matching = calls.filter((call) =>
          objectsOf(query.filters).every((filter) => matchesFilter(call, filter)),
        );
        result[String(query.name ?? `query${index + 1}`)] = aggregate(matching, query);
      }
      for (const [index, formula] of definition.formulas.entries()) {
        result[String(formula.name ?? `formula${index + 1}`)] = formulaValue(String(formula.formula), result);
      }
      return result;
    });
}

function runReply(context: ActionContext, insightId: string, definition: InsightDefinition) {
  const result = runInsight(context.store, definition, context.body);
  const run = context.store.create('insight-run', { orgId: context.session.orgId, insightId, result });
  return reply(201, { ...run, insightId });
}

/** Runs a saved insight (with a time range override or an assistant scope, if given). */
export const respondInsightRun: Responder = (context) =>
  runReply(context, context.target?.id ?? '', definitionOf(context.target ?? {}));

/** Runs an insight that is not saved: the body is its definition. */
export const respondInsightPreview: Responder = (context) =>
  runReply(context, 'preview', definitionOf(context.body));

/** The insights of the metrics overview, made for the org on its first read and kept like any other insight. */
const OVERVIEW_INSIGHTS = [
  {
    systemKey: 'total-calls',
    name: 'Total calls',
    type: 'text',
    queries: [{ type: 'vapiql-json', table: 'call', name: 'calls', column: 'id', operation: 'count' }],
  },
  {
    systemKey: 'total-call-minutes',
    name: 'Total call minutes',
    type: 'text',
    queries: [{ type: 'vapiql-json', table: 'call', name: 'seconds', column: 'duration', operation: 'sum' }],
    formula: [{ name: 'minutes', formula: "{{['seconds']}} / 60" }],
  },
  {
    systemKey: 'total-spent',
    name: 'Total spent',
    type: 'text',
    queries: [{ type: 'vapiql-json', table: 'call', name: 'cost', column: 'cost', operation: 'sum' }],
  },
  {
    systemKey: 'average-cost-per-call',
    name: 'Average cost per call',
    type: 'text',
    queries: [
      { type: 'vapiql-json', table: 'call', name: 'averageCost', column: 'cost', operation: 'average' },
    ],
  },
  {
    systemKey: 'call-ended-reason',
    name: 'Call ended reason',
    type: 'pie',
    groupBy: 'endedReason',
    queries: [{ type: 'vapiql-json', table: 'call', name: 'calls', column: 'id', operation: 'count' }],
  },
] as const;

/**
 * The default board ("metrics overview"): made on first read with its system insights, each runnable like any
 * insight; its `metrics` are those insights run now over the stored calls (the last 7 days).
 */
export const respondDefaultBoard: Responder = ({ store, session }) => {
  const insights = OVERVIEW_INSIGHTS.map(
    (definition) =>
      store.list('insight').find((insight) => insight.systemKey === definition.systemKey) ??
      store.create('insight', {
        ...definition,
        orgId: session.orgId,
        timeRange: { start: '-7d', end: 'now' },
      }),
  );
  const board =
    store.list('board').find((candidate) => candidate.systemKey === 'metrics-overview') ??
    store.create('board', {
      orgId: session.orgId,
      name: 'Metrics overview',
      systemKey: 'metrics-overview',
      layout: { columns: 6 },
      items: insights.map((insight, index) => ({
        type: 'insight',
        insightId: insight.id,
        systemKey: insight.systemKey,
        position: { x: (index % 3) * 2, y: Math.floor(index / 3) * 2 },
        size: { width: 2, height: 2 },
      })),
    });
  const metrics = Object.fromEntries(
    insights.map((insight) => [String(insight.systemKey), runInsight(store, definitionOf(insight))]),
  );
  return reply(200, { ...board, metrics });
};
