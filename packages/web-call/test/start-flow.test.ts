import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './setup';
import { createHarness, createManualClock, flush, WAIT } from './support';

const WEB_CALL = 'https://api.vapi.ai/call/web';

const happyPath = [
  'input-validation:started',
  'input-validation:completed',
  'microphone-permission:started',
  'microphone-permission:completed',
  'initialization:started',
  'initialization:completed',
  'web-call-creation:started',
  'daily-call-object-creation:started',
  // The fake creates its call object synchronously, so it finishes before the HTTP round trip.
  'daily-call-object-creation:completed',
  'web-call-creation:completed',
  'daily-call-join:started',
  'daily-call-join:completed',
  'audio-observer-setup:started',
  'audio-observer-setup:completed',
  'audio-processing-setup:started',
  'audio-processing-setup:completed',
];

describe('start flow: the ordered call-start-progress events', () => {
  it('runs every stage in the contract order and ends with call-start-success', async () => {
    const { call, recorder } = createHarness();
    const response = await call.start({ assistantId: 'asst_1' });

    expect(response?.webCallUrl).toMatch(/^https:\/\//);
    expect(recorder.progress()).toEqual(happyPath);
    const names = recorder.names();
    expect(names.at(-1)).toBe('call-start-success');
    expect(names).not.toContain('error');
    expect(recorder.of('call-start-success')[0]?.callId).toBe(response?.id);
    expect(call.state).toBe('active');
  });

  it('reports a duration on every completed stage and an ISO timestamp on every event', async () => {
    const { call, recorder } = createHarness();
    await call.start({ assistantId: 'asst_1' });
    for (const event of recorder.of('call-start-progress')) {
      expect(new Date(event.timestamp).toISOString()).toBe(event.timestamp);
      if (event.status === 'completed') expect(event.duration).toBeGreaterThanOrEqual(0);
      else expect(event.duration).toBeUndefined();
    }
  });

  it('adds mobile-permissions (a 1000 ms wait on the injected clock) before the join on mobile', async () => {
    const clock = createManualClock();
    const { call, recorder } = createHarness({ clock, isMobile: () => true });
    const started = call.start({ assistantId: 'asst_1' });
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('mobile-permissions:started'), WAIT);
    clock.advance(999);
    await flush();
    expect(recorder.progress().at(-1)).toBe('mobile-permissions:started');
    clock.advance(1);
    await started;
    const mobile = recorder
      .of('call-start-progress')
      .find((e) => e.stage === 'mobile-permissions' && e.status === 'completed');
    expect(mobile?.duration).toBe(1000);
    expect(recorder.progress()).toEqual([
      ...happyPath.slice(0, 10),
      'mobile-permissions:started',
      'mobile-permissions:completed',
      ...happyPath.slice(10),
    ]);
  });

  it('runs video-recording-setup after the join only when the response enables video recording', async () => {
    const { call, recorder, factory } = createHarness();
    await call.start(
      { assistantId: 'asst_1' },
      { assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } } as never },
    );
    expect(recorder.progress()).toEqual([
      ...happyPath.slice(0, 12),
      'video-recording-setup:started',
      'video-recording-setup:completed',
      ...happyPath.slice(12),
    ]);
    expect(factory.last?.calls.map((c) => c.method)).toContain('startRecording');
  });

  it('fails input-validation without a target: validation-error, call-start-failed, no request', async () => {
    let requests = 0;
    server.events.on('request:start', () => {
      requests += 1;
    });
    const { call, recorder, factory } = createHarness();
    expect(await call.start({} as never)).toBeNull();
    expect(recorder.progress()).toEqual(['input-validation:started', 'input-validation:failed']);
    expect(recorder.names().slice(-2)).toEqual(['error', 'call-start-failed']);
    expect(recorder.of('error')[0]).toMatchObject({
      type: 'validation-error',
      stage: 'input-validation',
      error: { message: 'Assistant or Squad or Workflow must be provided.' },
    });
    expect(recorder.of('call-start-failed')[0]).toMatchObject({ stage: 'input-validation', aborted: false });
    expect(requests).toBe(0);
    expect(factory.instances).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('fails web-call-creation on an API error and cancels the call object created in parallel', async () => {
    server.use(http.post(WEB_CALL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { call, recorder, factory } = createHarness();
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(recorder.progress()).toEqual([...happyPath.slice(0, 9), 'web-call-creation:failed']);
    expect(recorder.of('call-start-failed')[0]?.stage).toBe('web-call-creation');
    expect(factory.live()).toHaveLength(0);
  });

  it('fails daily-call-object-creation and cancels the pending POST /call/web', async () => {
    const { call, recorder } = createHarness({}, { failCreate: true });
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(recorder.progress()).toEqual([
      ...happyPath.slice(0, 8),
      'daily-call-object-creation:failed',
      'web-call-creation:failed',
    ]);
    const cancelled = recorder
      .of('call-start-progress')
      .find((e) => e.stage === 'web-call-creation' && e.status === 'failed');
    expect(cancelled?.metadata).toMatchObject({ aborted: true });
    expect(recorder.of('error').map((e) => e.type)).toEqual(['daily-call-object-creation-error']);
    expect(recorder.of('call-start-failed')[0]?.stage).toBe('daily-call-object-creation');
  });

  it('fails daily-call-join when the join rejects', async () => {
    const { call, recorder } = createHarness({}, { failOn: { join: 'Failed to load call object bundle' } });
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(recorder.progress()).toEqual([...happyPath.slice(0, 11), 'daily-call-join:failed']);
    expect(recorder.of('error')[0]).toMatchObject({
      type: 'daily-call-join-error',
      stage: 'daily-call-join',
      error: { message: 'Failed to load call object bundle' },
    });
  });

  it('skips a start while a call is started: null, no event, nothing sent', async () => {
    const { call, recorder, factory } = createHarness();
    await call.start({ assistantId: 'asst_1' });
    const before = recorder.events.length;
    let requests = 0;
    server.events.on('request:start', () => {
      requests += 1;
    });
    expect(await call.start({ assistantId: 'asst_2' })).toBeNull();
    server.events.removeAllListeners();
    expect(requests).toBe(0);
    expect(recorder.events.slice(before)).toEqual([]);
    expect(factory.instances).toHaveLength(1);
    expect(call.state).toBe('active');
  });

  it('rejects a second start while the first is still connecting', async () => {
    const { call, factory } = createHarness();
    const first = call.start({ assistantId: 'asst_1' });
    expect(call.state).toBe('connecting');
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(await first).not.toBeNull();
    expect(factory.instances).toHaveLength(1);
  });
});
