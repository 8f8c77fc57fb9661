import { createPlatformClient } from '@clinic/api-client';
import { describe, expect, it } from 'vitest';
import { createMockTransport, TEST_BASE_URL } from './fakes/mock-platform';

const DAY = 86_400_000;
const FRONT_DESK = '00000000-0000-4000-8000-0000000000a1';
const RECALL = '00000000-0000-4000-8000-0000000000a2';

/** Calls of the last days, and one a month old that no default range reaches. */
function withCalls(validate = true) {
  const transport = createMockTransport(undefined, undefined, { validate });
  const client = createPlatformClient({ token: 'test-key', baseUrl: TEST_BASE_URL, fetch: transport.fetch });
  const mock = { ...transport, client };
  const today = Math.floor(Date.now() / DAY) * DAY;
  const call = (daysAgo: number, assistantId: string, seconds: number, cost: number, endedReason: string) => {
    const createdAt = new Date(today - daysAgo * DAY + 3_600_000).toISOString();
    return {
      createdAt,
      startedAt: createdAt,
      endedAt: new Date(Date.parse(createdAt) + seconds * 1000).toISOString(),
      status: 'ended',
      type: 'inboundPhoneCall',
      assistantId,
      cost,
      endedReason,
      artifact: { structuredOutputs: { 'so-1': { name: 'satisfaction', result: seconds / 30 } } },
    };
  };
  mock.platform.seed('/call', [
    call(1, FRONT_DESK, 60, 0.1, 'customer-ended-call'),
    call(1, FRONT_DESK, 120, 0.2, 'assistant-ended-call'),
    call(1, RECALL, 30, 0.05, 'customer-ended-call'),
    call(2, FRONT_DESK, 90, 0.15, 'customer-ended-call'),
    call(30, RECALL, 600, 1, 'customer-ended-call'),
  ]);
  return { ...mock, today };
}

const query = (name: string, column: string, operation: string) =>
  ({ type: 'vapiql-json', table: 'call', name, column, operation }) as never;

describe('reporting insights run over the stored calls', () => {
  it('a text insight counts the calls and sums their cost over the last 7 days', async () => {
    const { client } = withCalls();
    const { data: insight } = await client.POST('/reporting/insight', {
      body: {
        type: 'text',
        name: 'Week',
        queries: [query('calls', 'id', 'count'), query('cost', 'cost', 'sum')],
      },
    });

    const { data } = await client.POST('/reporting/insight/{id}/run', {
      params: { path: { id: insight?.id ?? '' } },
      body: {},
    });

    const [row] = (data as unknown as { result: Array<Record<string, number>> }).result;
    expect(data).toMatchObject({ insightId: insight?.id });
    expect(row?.calls).toBe(4);
    expect(row?.cost).toBeCloseTo(0.5);
  });

  it('a bar insight is a series per day, grouped as asked, with durations in seconds', async () => {
    const { client, today } = withCalls();
    const { data: insight } = await client.POST('/reporting/insight', {
      body: {
        type: 'bar',
        groupBy: 'assistantId',
        timeRange: { step: 'day' },
        queries: [query('calls', 'id', 'count'), query('talk', 'duration', 'sum')],
      },
    });

    const { data } = await client.POST('/reporting/insight/{id}/run', {
      params: { path: { id: insight?.id ?? '' } },
      body: {},
    });

    expect((data as unknown as { result: unknown[] }).result).toEqual([
      { date: new Date(today - 2 * DAY).toISOString(), assistantId: FRONT_DESK, calls: 1, talk: 90 },
      { date: new Date(today - DAY).toISOString(), assistantId: FRONT_DESK, calls: 2, talk: 180 },
      { date: new Date(today - DAY).toISOString(), assistantId: RECALL, calls: 1, talk: 30 },
    ]);
  });

  it('a preview applies filters and formulas, and saves nothing', async () => {
    const { client } = withCalls();

    const { data } = await client.POST('/reporting/insight/preview', {
      body: {
        type: 'text',
        queries: [
          {
            ...(query('hungUp', 'id', 'count') as object),
            filters: [{ column: 'endedReason', operator: '=', value: 'customer-ended-call' }],
          } as never,
          query('calls', 'id', 'count'),
        ],
        formula: [{ name: 'hangUpRate', formula: "{{hungUp}} / {{['calls']}} * 100" }],
      },
    });
    const saved = await client.GET('/reporting/insight');

    expect((data as unknown as { result: unknown[] }).result).toEqual([
      expect.objectContaining({ hungUp: 3, calls: 4, hangUpRate: 75 }),
    ]);
    expect(saved.data?.results).toEqual([]);
  });

  it('a run scoped to an assistant counts only its calls', async () => {
    const { client } = withCalls();
    const { data: insight } = await client.POST('/reporting/insight', {
      body: { type: 'text', queries: [query('calls', 'id', 'count')] },
    });

    const { data } = await client.POST('/reporting/insight/{id}/run', {
      params: { path: { id: insight?.id ?? '' } },
      body: { assistantId: RECALL },
    });

    expect((data as unknown as { result: Array<{ calls: number }> }).result[0]?.calls).toBe(1);
  });

  it('takes relative and ISO time-range bounds, as the platform documents them (a correction retypes them)', async () => {
    const { client } = withCalls();

    const { data } = await client.POST('/reporting/insight/preview', {
      body: {
        type: 'text',
        timeRange: { start: '-60d', end: 'now' },
        queries: [query('calls', 'id', 'count')],
      },
    });
    const old = await client.POST('/reporting/insight/preview', {
      body: {
        type: 'text',
        timeRange: { start: '2000-01-01T00:00:00Z', end: '2000-01-02T00:00:00Z' },
        queries: [query('calls', 'id', 'count')],
      },
    });

    expect((data as unknown as { result: unknown[] }).result).toEqual([
      expect.objectContaining({ calls: 5 }),
    ]);
    expect((old.data as unknown as { result: unknown[] }).result).toEqual([
      expect.objectContaining({ calls: 0 }),
    ]);
  });

  // The platform names a structured-output column by a placeholder pattern its validation of which is unknown, so
  // this case reaches the mock without request validation.
  it('structured-output columns', async () => {
    const { client } = withCalls(false);

    const { data } = await client.POST('/reporting/insight/preview', {
      body: {
        type: 'text',
        timeRange: { start: '-60d', end: 'now' },
        queries: [
          query('calls', 'id', 'count'),
          query('satisfaction', 'artifact.structuredOutputs[so-1]', 'max'),
        ],
      },
    });

    expect((data as unknown as { result: unknown[] }).result).toEqual([
      expect.objectContaining({ calls: 5, satisfaction: 20 }),
    ]);
  });

  it('the default board holds the metrics overview insights and their figures from the stored calls', async () => {
    const { client } = withCalls();

    const { data } = await client.GET('/reporting/board/default/metrics-overview');
    const again = await client.GET('/reporting/board/default/metrics-overview');
    const metrics = (data as unknown as { metrics: Record<string, Array<Record<string, unknown>>> }).metrics;

    expect(metrics['total-calls']?.[0]?.calls).toBe(4);
    expect(metrics['total-call-minutes']?.[0]?.minutes).toBe(5);
    expect(metrics['call-ended-reason']?.map((row) => [row.endedReason, row.calls])).toEqual(
      expect.arrayContaining([
        ['customer-ended-call', 3],
        ['assistant-ended-call', 1],
      ]),
    );
    expect(again.data?.id).toBe(data?.id);
    expect(data?.items).toHaveLength(5);
  });
});
