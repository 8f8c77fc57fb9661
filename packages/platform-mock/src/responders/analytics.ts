import type { JsonObject, Responder } from '../action-context';
import { type NumberStatistic, numberStatistic } from '../number-statistics';
import { problem, reply } from '../reply';
import type { Operations } from '../resources';
import type { Entity } from '../store';

type Operation = { operation: string; column: string; alias?: string };

function numbersOf(calls: Entity[], column: string): number[] {
  return calls.flatMap((call) => {
    const value = column
      .split('.')
      .reduce<unknown>((node, key) => (node as JsonObject | undefined)?.[key], call);
    return typeof value === 'number' ? [value] : [];
  });
}

// The analytics API names the average `avg`; an empty column aggregates to 0.
const STATISTICS: Record<string, NumberStatistic> = { sum: 'sum', avg: 'average', min: 'min', max: 'max' };

function aggregate(calls: Entity[], { operation, column }: Operation): number {
  const values = numbersOf(calls, column);
  if (operation === 'count') return column === 'id' ? calls.length : values.length;
  const statistic = STATISTICS[operation];
  return (statistic && numberStatistic(values, statistic)) ?? 0;
}

const isOperation = (value: unknown): value is Operation =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as JsonObject).operation === 'string' &&
  typeof (value as JsonObject).column === 'string';

/** Runs each query of `queries` over the stored calls: count/sum/avg/min/max of a column. */
export const respondAnalytics: Responder = ({ store, body }) => {
  if (!Array.isArray(body.queries)) return problem(400, 'queries must be a list of analytics queries.');
  const calls = store.list('call');
  const results = [];
  for (const query of body.queries as unknown[]) {
    const { name, operations, timeRange } = (query ?? {}) as JsonObject;
    if (typeof name !== 'string' || !Array.isArray(operations) || !operations.every(isOperation)) {
      return problem(400, 'Each query needs a name and operations of { operation, column }.');
    }
    const row: JsonObject = { date: new Date().toISOString() };
    for (const operation of operations) {
      row[operation.alias ?? `${operation.operation}${operation.column}`] = aggregate(calls, operation);
    }
    results.push({ name, timeRange: timeRange ?? {}, result: [row] });
  }
  return reply(200, results);
};

/** The analytics rows of the operation table: what their operations do beyond their method and path. */
export const analyticsOperations: Operations = {
  'POST /analytics': { resource: 'analytics', action: 'custom', respond: respondAnalytics },
};
