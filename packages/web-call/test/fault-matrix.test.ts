import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ErrorType, Stage, StartOptions, WebCallOptions } from '../src/index';
import { createFakeCallFactory, type FakeCallFactoryOptions } from '../src/testing/index';
import { server } from './setup';
import { createHarness } from './support';

const WEB_CALL = 'https://api.vapi.ai/call/web';
const recorded = { assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } } } as StartOptions;

interface Fault {
  readonly name: string;
  readonly arrange?: () => void;
  readonly fake?: FakeCallFactoryOptions;
  readonly options?: Partial<WebCallOptions>;
  readonly start?: StartOptions;
  readonly type: ErrorType;
  readonly stage: Stage;
  /** Required stages end the start; optional ones are reported and the call goes on. */
  readonly fatal: boolean;
}

const faults: readonly Fault[] = [
  {
    name: 'API 400',
    arrange: () =>
      server.use(http.post(WEB_CALL, () => HttpResponse.json({ message: 'bad' }, { status: 400 }))),
    type: 'start-method-error',
    stage: 'web-call-creation',
    fatal: true,
  },
  {
    name: 'API 401',
    arrange: () =>
      server.use(http.post(WEB_CALL, () => HttpResponse.json({ message: 'no' }, { status: 401 }))),
    type: 'start-method-error',
    stage: 'web-call-creation',
    fatal: true,
  },
  {
    name: 'API 503',
    arrange: () => server.use(http.post(WEB_CALL, () => new HttpResponse('down', { status: 503 }))),
    type: 'start-method-error',
    stage: 'web-call-creation',
    fatal: true,
  },
  {
    name: 'network failure',
    arrange: () => server.use(http.post(WEB_CALL, () => HttpResponse.error())),
    type: 'start-method-error',
    stage: 'web-call-creation',
    fatal: true,
  },
  {
    name: 'createCallObject throws',
    fake: { failCreate: new Error('WebRTC not supported or suppressed') },
    type: 'daily-call-object-creation-error',
    stage: 'daily-call-object-creation',
    fatal: true,
  },
  {
    name: 'userData over 4096 characters',
    options: { callObject: { userData: 'x'.repeat(4097) } },
    type: 'daily-call-object-creation-error',
    stage: 'daily-call-object-creation',
    fatal: true,
  },
  {
    name: 'join rejects',
    fake: { failOn: { join: 'Failed to load call object bundle' } },
    type: 'daily-call-join-error',
    stage: 'daily-call-join',
    fatal: true,
  },
  {
    name: 'recording throws',
    fake: { failOn: { startRecording: true } },
    start: recorded,
    type: 'video-recording-setup-error',
    stage: 'video-recording-setup',
    fatal: false,
  },
  {
    name: 'observer throws',
    fake: { failOn: { observer: true } },
    type: 'audio-observer-setup-error',
    stage: 'audio-observer-setup',
    fatal: false,
  },
  {
    name: 'input settings throw',
    fake: { failOn: { updateInputSettings: true } },
    type: 'audio-processing-setup-error',
    stage: 'audio-processing-setup',
    fatal: false,
  },
];

describe('fault matrix: each stage failing in turn', () => {
  it.each(faults)('$name → $type at $stage', async (fault) => {
    fault.arrange?.();
    const { call, factory, recorder } = createHarness(fault.options, fault.fake);
    const result = await call.start({ assistantId: 'asst_1' }, fault.start);

    expect(recorder.of('error')).toMatchObject([{ type: fault.type, stage: fault.stage }]);
    expect(recorder.of('error')[0]?.error).toBeInstanceOf(Error);
    expect(
      recorder
        .of('call-start-progress')
        .filter((e) => e.status === 'failed')
        .map((e) => e.stage),
    ).toContain(fault.stage);
    expect(call.getSnapshot().error?.type).toBe(fault.type);

    if (fault.fatal) {
      expect(result).toBeNull();
      expect(recorder.of('call-start-failed')).toMatchObject([{ stage: fault.stage, aborted: false }]);
      expect(recorder.names()).not.toContain('call-start-success');
      expect(call.state).toBe('idle');
      expect(factory.live()).toEqual([]);
      for (const instance of factory.instances) {
        expect(instance.destroyCount).toBe(1);
        expect(instance.listenerCount()).toBe(0);
      }
      expect(document.querySelectorAll('audio')).toHaveLength(0);
      expect(() => call.setMuted(true)).toThrow('Call object is not available.');
    } else {
      expect(result).not.toBeNull();
      expect(recorder.names().at(-1)).toBe('call-start-success');
      expect(call.state).toBe('active');
      expect(factory.live()).toHaveLength(1);
    }
  });

  it.each(faults.filter((fault) => fault.fatal && !fault.options))(
    'after "$name" the same WebCall starts again',
    async (fault) => {
      fault.arrange?.();
      const healthy = createFakeCallFactory();
      let attempts = 0;
      const faulty = createFakeCallFactory(fault.fake);
      const { call } = createHarness({
        ...fault.options,
        createCallObject: (options) => (attempts++ === 0 ? faulty : healthy).createCallObject(options),
      });
      expect(await call.start({ assistantId: 'asst_1' }, fault.start)).toBeNull();
      server.resetHandlers();
      expect(await call.start({ assistantId: 'asst_1' })).not.toBeNull();
      expect(call.state).toBe('active');
    },
  );

  it('userData is checked before Daily sees it: no call object is created', async () => {
    const { call, factory } = createHarness({ callObject: { userData: { note: 'y'.repeat(5000) } } });
    await call.start({ assistantId: 'asst_1' });
    expect(factory.instances).toEqual([]);
  });
});
