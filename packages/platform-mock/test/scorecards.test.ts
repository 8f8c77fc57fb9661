import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

async function withOutputs() {
  const mock = createMockPlatform();
  const output = async (name: string, type: 'boolean' | 'string') =>
    (await mock.client.POST('/structured-output', { body: { name, schema: { type } } })).data?.id ?? '';
  return { ...mock, booked: await output('booked', 'boolean'), summary: await output('summary', 'string') };
}

const metric = (structuredOutputId: string) => ({
  structuredOutputId,
  conditions: [{ type: 'comparator' as const, comparator: '=' as const, value: true, points: 100 }],
});

describe('observability scorecards', () => {
  it('are stored, listed (paginated) and updated', async () => {
    const { client, booked } = await withOutputs();

    const { data: created, response } = await client.POST('/observability/scorecard', {
      body: { name: 'Booking', metrics: [metric(booked)] },
    });
    const id = created?.id ?? '';
    const updated = await client.PATCH('/observability/scorecard/{id}', {
      params: { path: { id } },
      body: { name: 'Booking quality', description: 'Did the caller leave with an appointment?' },
    });
    const listed = await client.GET('/observability/scorecard', { params: { query: { id } } });
    const read = await client.GET('/observability/scorecard/{id}', { params: { path: { id } } });

    expect(response.status).toBe(201);
    expect(listed.data?.results.map((scorecard) => scorecard.name)).toEqual(['Booking quality']);
    expect(listed.data?.metadata).toMatchObject({ totalItems: 1 });
    expect(read.data).toEqual(updated.data);
    expect(read.data).toMatchObject({
      metrics: [metric(booked)],
      description: expect.stringContaining('appointment'),
    });
  });

  it('refuse a metric whose structured output is unknown or neither number nor boolean, on create and update', async () => {
    const { client, booked, summary } = await withOutputs();
    const unknown = '00000000-0000-4000-8000-0000000000ff';

    await expect(
      client.POST('/observability/scorecard', { body: { metrics: [metric(unknown)] } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('names no structured output') },
    });
    await expect(
      client.POST('/observability/scorecard', { body: { metrics: [metric(summary)] } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('numbers and booleans') },
    });
    const { data } = await client.POST('/observability/scorecard', { body: { metrics: [metric(booked)] } });
    await expect(
      client.PATCH('/observability/scorecard/{id}', {
        params: { path: { id: data?.id ?? '' } },
        body: { metrics: [metric(summary)] },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.GET('/observability/scorecard/{id}', { params: { path: { id: unknown } } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
