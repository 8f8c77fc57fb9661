import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

// The tester asks for "tomorrow" only in the first scenario; the evaluation looks for it in the conversation.
const ASKS_FOR_TOMORROW = {
  structuredOutput: {
    name: 'askedForTomorrow',
    type: 'regex' as const,
    regex: 'tomorrow',
    schema: { type: 'boolean' as const },
  },
  comparator: '=' as const,
  value: true,
};

async function arrange() {
  const mock = createMockPlatform();
  const { client } = mock;
  const { data: personality } = await client.POST('/eval/simulation/personality', {
    body: { name: 'Hurried patient', assistant: { name: 'Tester' } },
  });
  const scenarioIds: string[] = [];
  for (const instructions of ['Ask for a cleaning tomorrow morning.', 'Ask for a cleaning next month.']) {
    const { data } = await client.POST('/eval/simulation/scenario', {
      body: { name: instructions.slice(0, 40), instructions, evaluations: [ASKS_FOR_TOMORROW] },
    });
    scenarioIds.push(data?.id ?? '');
  }
  const simulationIds: string[] = [];
  for (const scenarioId of scenarioIds) {
    const { data } = await client.POST('/eval/simulation', {
      body: { scenarioId, personalityId: personality?.id ?? '' },
    });
    simulationIds.push(data?.id ?? '');
  }
  const { data: suite } = await client.POST('/eval/simulation/suite', {
    body: { name: 'Booking', simulationIds },
  });
  const { data: run, response } = await client.POST('/eval/simulation/run', {
    body: {
      simulations: [{ type: 'simulationSuite', simulationSuiteId: suite?.id ?? '' }],
      target: { type: 'assistant', assistantId: '00000000-0000-4000-8000-0000000000aa' },
      iterations: 2,
    },
  });
  expect(response.status).toBe(201);
  if (!run) throw new Error('no run');
  const items = async () =>
    (await client.GET('/eval/simulation/run/{id}/item', { params: { path: { id: run.id } } })).data ?? [];
  return { ...mock, scenarioIds, simulationIds, run, items };
}

describe('eval simulations: runs and their items', () => {
  it('creating a run from a suite makes one queued item per simulation and iteration', async () => {
    const { run, items, simulationIds, scenarioIds } = await arrange();

    const made = await items();

    expect(run).toMatchObject({ status: 'queued', itemCounts: { total: 4, queued: 4 } });
    expect(run.simulationRunItemIds).toHaveLength(4);
    expect(made.map((item) => item.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
    expect(made.map((item) => item.simulationId).sort()).toEqual([...simulationIds, ...simulationIds].sort());
    expect(new Set(made.map((item) => item.scenarioId))).toEqual(new Set(scenarioIds));
    expect(made.map((item) => item.iterationNumber).sort()).toEqual([1, 1, 2, 2]);
  });

  it('playing an item ends it from its scenario; generate then suggests improvements for a failure', async () => {
    const { client, platform, run, items, scenarioIds } = await arrange();
    const queuedOf = (made: Awaited<ReturnType<typeof items>>, scenarioId: string | undefined) =>
      made.find((item) => item.scenarioId === scenarioId && item.status === 'queued')?.id ?? '';
    const made = await items();
    const passing = queuedOf(made, scenarioIds[0]);
    const failing = queuedOf(made, scenarioIds[1]);
    const generate = async (itemId: string) =>
      client.POST('/eval/simulation/run/{id}/item/{itemId}/generate', {
        params: { path: { id: run.id, itemId }, query: { force: 'false' } },
      });

    await platform.playSimulationRunItem(passing);
    await platform.playSimulationRunItem(failing);
    const generated = await generate(failing);
    await generate(passing);
    const read = async (itemId: string) =>
      (
        await client.GET('/eval/simulation/run/{id}/item/{itemId}', {
          params: { path: { id: run.id, itemId } },
        })
      ).data;
    const passed = await read(passing);
    const failed = await read(failing);
    const progress = await client.GET('/eval/simulation/run/{id}', { params: { path: { id: run.id } } });

    expect(generated.response.status).toBe(201);
    expect(passed).toMatchObject({ status: 'passed', results: { passed: true } });
    expect(passed?.results?.evaluations[0]).toMatchObject({ name: 'askedForTomorrow', extractedValue: true });
    expect(passed?.improvementSuggestions).toBeUndefined();
    expect(failed).toMatchObject({ status: 'failed', results: { passed: false } });
    expect(failed?.improvementSuggestions?.systemPromptSuggestions).toHaveLength(1);
    expect(progress.data).toMatchObject({
      status: 'running',
      itemCounts: { passed: 1, failed: 1, queued: 2 },
    });
  });

  it('asking for suggestions on an item that has not ended answers 400 and leaves it cancellable', async () => {
    const { client, run, items } = await arrange();
    const [first] = await items();
    const itemId = first?.id ?? '';

    const asked = client.POST('/eval/simulation/run/{id}/item/{itemId}/generate', {
      params: { path: { id: run.id, itemId }, query: { force: 'true' } },
    });
    await expect(asked).rejects.toMatchObject({ status: 400 });
    const unchanged = await client.GET('/eval/simulation/run/{id}/item/{itemId}', {
      params: { path: { id: run.id, itemId } },
    });
    const cancelled = await client.PATCH('/eval/simulation/run/{id}/item/{itemId}', {
      params: { path: { id: run.id, itemId } },
    });

    expect(unchanged.data).toMatchObject({ status: 'queued' });
    expect(unchanged.data?.results).toBeUndefined();
    expect(unchanged.data?.improvementSuggestions).toBeUndefined();
    expect(cancelled.data).toMatchObject({ status: 'canceled' });
  });

  it('playing an item that has ended, or that the mock does not hold, is refused', async () => {
    const { client, platform, run, items } = await arrange();
    const [first] = await items();
    await client.PATCH('/eval/simulation/run/{id}/item/{itemId}', {
      params: { path: { id: run.id, itemId: first?.id ?? '' } },
    });

    await expect(platform.playSimulationRunItem(first?.id ?? '')).rejects.toThrow(/canceled already/);
    await expect(platform.playSimulationRunItem('00000000-0000-4000-8000-0000000000ff')).rejects.toThrow(
      TypeError,
    );
  });

  it('cancelling a run (PATCH) cancels its unfinished items and ends it; finished items keep their outcome', async () => {
    const { client, platform, run, items } = await arrange();
    const first = (await items())[0];
    await platform.playSimulationRunItem(first?.id ?? '');

    const { data } = await client.PATCH('/eval/simulation/run/{id}', { params: { path: { id: run.id } } });
    const after = await items();

    expect(data).toMatchObject({
      status: 'ended',
      endedReason: 'canceled',
      itemCounts: { canceled: 3, queued: 0 },
    });
    expect(after.filter((item) => item.status === 'canceled')).toHaveLength(3);
    const ended = await client.GET('/eval/simulation/run', { params: { query: { status: 'ended' } } });
    const queued = await client.GET('/eval/simulation/run', { params: { query: { status: 'queued' } } });
    expect((ended.data as Array<{ id: string }>).map((listed) => listed.id)).toEqual([run.id]);
    expect(queued.data).toEqual([]);
    expect(after.find((item) => item.id === first?.id)?.status).toMatch(/^(passed|failed)$/);
    await expect(
      client.PATCH('/eval/simulation/run/{id}', { params: { path: { id: run.id } } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.POST('/eval/simulation/run/{id}/item/{itemId}/generate', {
        params: {
          path: { id: run.id, itemId: after.find((item) => item.status === 'canceled')?.id ?? '' },
          query: { force: 'false' },
        },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('lists the runs against one assistant with targetType and targetId', async () => {
    const { client, run } = await arrange();
    const list = (query: Record<string, string>) =>
      client
        .GET('/eval/simulation/run', { params: { query } })
        .then(({ data }) => (data ?? []) as Array<{ id: string }>);

    const against = await list({ targetType: 'assistant', targetId: '00000000-0000-4000-8000-0000000000aa' });
    const otherAssistant = await list({ targetId: '00000000-0000-4000-8000-0000000000bb' });
    const squads = await list({ targetType: 'squad' });

    expect(against.map((listed) => listed.id)).toEqual([run.id]);
    expect(otherAssistant).toEqual([]);
    expect(squads).toEqual([]);
  });

  it('cancelling one item (PATCH) cancels it alone', async () => {
    const { client, run, items } = await arrange();
    const [first] = await items();

    const { data } = await client.PATCH('/eval/simulation/run/{id}/item/{itemId}', {
      params: { path: { id: run.id, itemId: first?.id ?? '' } },
    });

    expect(data).toMatchObject({ status: 'canceled', canceledAt: expect.any(String) });
    expect((await items()).filter((item) => item.status === 'queued')).toHaveLength(3);
  });

  it('a run naming an unknown simulation is refused with 404', async () => {
    const { client } = createMockPlatform();

    await expect(
      client.POST('/eval/simulation/run', {
        body: {
          simulations: [{ type: 'simulation', simulationId: '00000000-0000-4000-8000-0000000000ff' }],
          target: { type: 'assistant' },
        },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('generated scenarios come from the assistant (one failure mode per tool) and are stored', async () => {
    const { client } = createMockPlatform();
    const { data: assistant } = await client.POST('/assistant', {
      body: {
        name: 'Front desk',
        firstMessage: 'Smile Dental, good morning.',
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          tools: [{ type: 'function', function: { name: 'book_appointment' } }],
        },
      },
    });

    const { data } = await client.POST('/eval/simulation/scenario/generate', {
      body: { assistantId: assistant?.id ?? '' },
    });
    const stored = await client.GET('/eval/simulation/scenario');

    expect(data?.scenarios.map((scenario) => scenario.category)).toEqual([
      'happy_path',
      'edge_case',
      'failure_mode',
    ]);
    expect(data?.scenarios[2]?.instructions).toContain('book_appointment');
    expect(data?.scenarios[0]?.instructions).toContain('Smile Dental, good morning.');
    expect(stored.data?.map((scenario) => scenario.name).sort()).toEqual(
      data?.scenarios.map((scenario) => scenario.name).sort(),
    );
  });
});
