import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type ErrorType,
  STAGE_REQUIREMENTS,
  STAGES,
  type Stage,
  type StartOptions,
  type WebCallOptions,
} from '../src/index';
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
  /** `TimeoutError` for the two time limits; every other fault must not be reported as one. */
  readonly errorName?: 'TimeoutError';
}

/** Required stages end the start; optional ones are reported and the call goes on: the exported data says which. */
const isFatal = (fault: Fault) => STAGE_REQUIREMENTS[fault.stage] === 'required';

const faults: readonly Fault[] = [
  {
    name: 'API 400',
    arrange: () =>
      server.use(http.post(WEB_CALL, () => HttpResponse.json({ message: 'bad' }, { status: 400 }))),
    type: 'start-method-error',
    stage: 'web-call-creation',
  },
  {
    name: 'API 401',
    arrange: () =>
      server.use(http.post(WEB_CALL, () => HttpResponse.json({ message: 'no' }, { status: 401 }))),
    type: 'start-method-error',
    stage: 'web-call-creation',
  },
  {
    name: 'API 503',
    arrange: () => server.use(http.post(WEB_CALL, () => new HttpResponse('down', { status: 503 }))),
    type: 'start-method-error',
    stage: 'web-call-creation',
  },
  {
    name: 'network failure',
    arrange: () => server.use(http.post(WEB_CALL, () => HttpResponse.error())),
    type: 'start-method-error',
    stage: 'web-call-creation',
  },
  {
    name: 'API never answers',
    arrange: () => server.use(http.post(WEB_CALL, () => delay('infinite'))),
    options: { timeouts: { webCall: 40 } },
    type: 'start-method-error',
    stage: 'web-call-creation',
    errorName: 'TimeoutError',
  },
  {
    name: 'createCallObject throws',
    fake: { failCreate: new Error('WebRTC not supported or suppressed') },
    type: 'daily-call-object-creation-error',
    stage: 'daily-call-object-creation',
  },
  {
    // Checked with the target: nothing is asked of the visitor or the platform for a start it would fail.
    name: 'userData over 4096 characters',
    options: { callObject: { userData: 'x'.repeat(4097) } },
    type: 'validation-error',
    stage: 'input-validation',
  },
  {
    name: 'join rejects',
    fake: { failOn: { join: 'Failed to load call object bundle' } },
    type: 'daily-call-join-error',
    stage: 'daily-call-join',
  },
  {
    name: 'join never finishes',
    fake: { delays: { join: Number.POSITIVE_INFINITY } },
    options: { timeouts: { join: 40 } },
    type: 'daily-call-join-error',
    stage: 'daily-call-join',
    errorName: 'TimeoutError',
  },
  {
    name: 'recording throws',
    fake: { failOn: { startRecording: true } },
    start: recorded,
    type: 'video-recording-setup-error',
    stage: 'video-recording-setup',
  },
  {
    name: 'observer throws',
    fake: { failOn: { observer: true } },
    type: 'audio-observer-setup-error',
    stage: 'audio-observer-setup',
  },
  {
    name: 'local observer throws',
    fake: { failOn: { localObserver: true } },
    type: 'audio-observer-setup-error',
    stage: 'audio-observer-setup',
  },
  {
    name: 'input settings throw',
    fake: { failOn: { updateInputSettings: true } },
    type: 'audio-processing-setup-error',
    stage: 'audio-processing-setup',
  },
];

describe('fault matrix: each stage failing in turn', () => {
  it.each(faults)('$name → $type at $stage', async (fault) => {
    fault.arrange?.();
    const { call, factory, recorder } = createHarness(fault.options, fault.fake);
    const result = await call.start({ assistantId: 'asst_1' }, fault.start);

    expect(recorder.of('error')).toMatchObject([{ type: fault.type, stage: fault.stage }]);
    expect(recorder.of('error')[0]?.error).toBeInstanceOf(Error);
    if (fault.errorName) expect(recorder.of('error')[0]?.error.name).toBe(fault.errorName);
    else expect(recorder.of('error')[0]?.error.name).not.toBe('TimeoutError');
    expect(
      recorder
        .of('call-start-progress')
        .filter((e) => e.status === 'failed')
        .map((e) => e.stage),
    ).toContain(fault.stage);
    expect(call.getSnapshot().error?.type).toBe(fault.type);

    if (isFatal(fault)) {
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

  it('covers every stage that can fail, the required ones failing the start and the optional ones not', () => {
    // The microphone, initialization and the mobile wait have tests of their own.
    const untested = ['microphone-permission', 'initialization', 'mobile-permissions'];
    expect(new Set(faults.map((fault) => fault.stage))).toEqual(
      new Set(STAGES.filter((stage) => !untested.includes(stage))),
    );
    expect(Object.keys(STAGE_REQUIREMENTS)).toEqual([...STAGES]);
  });

  it.each(faults.filter((fault) => isFatal(fault) && !fault.options))(
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
