import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { WebCall } from '../src/index';
import { createFakeMediaDevices, type FakeMediaDevicesOptions } from '../src/testing/index';
import { server } from './setup';
import { countWebCalls, createHarness, WAIT } from './support';

const target = { assistantId: 'asst_1' } as const;

describe('microphone before money', () => {
  it.each<[FakeMediaDevicesOptions['microphone'], string]>([
    ['denied', 'denied'],
    ['not-found', 'not-found'],
    ['in-use', 'in-use'],
  ])(
    'a microphone %s fails the start before any platform call, with reason %s',
    async (microphone, reason) => {
      const requests = countWebCalls();
      const media = createFakeMediaDevices({ microphone });
      const { call, factory, recorder } = createHarness({ mediaDevices: media });
      expect(await call.start(target)).toBeNull();
      expect(requests.count()).toBe(0);
      requests.dispose();
      expect(recorder.of('error')).toEqual([
        expect.objectContaining({ type: 'microphone-error', stage: 'microphone-permission', reason }),
      ]);
      expect(recorder.of('call-start-failed')).toEqual([
        expect.objectContaining({ stage: 'microphone-permission', aborted: false }),
      ]);
      expect(recorder.progress()).not.toContain('web-call-creation:started');
      expect(call.state).toBe('idle');
      expect(factory.live()).toEqual([]);
      expect(media.tracks.filter((track) => track.readyState === 'live')).toEqual([]);
    },
  );

  it.each([
    ['SecurityError', 'denied'],
    ['AbortError', 'in-use'],
  ])('a getUserMedia refusal named %s fails the start with reason %s', async (name, reason) => {
    const media = createFakeMediaDevices();
    media.getUserMedia = () => Promise.reject(new DOMException('Refused (test)', name));
    const { call, recorder } = createHarness({ mediaDevices: media });
    expect(await call.start(target)).toBeNull();
    expect(recorder.of('error')).toEqual([
      expect.objectContaining({ type: 'microphone-error', stage: 'microphone-permission', reason }),
    ]);
  });

  it('a browser without getUserMedia fails with reason unsupported', async () => {
    const { call, recorder } = createHarness({ mediaDevices: {} as MediaDevices });
    expect(await call.start(target)).toBeNull();
    expect(recorder.of('error')[0]).toMatchObject({ type: 'microphone-error', reason: 'unsupported' });
  });

  it('the microphone stage completes before web-call-creation starts; the call object is created during the prompt', async () => {
    let answer!: () => void;
    const media = createFakeMediaDevices();
    const ask = media.getUserMedia.bind(media);
    const { call, factory, recorder } = createHarness({
      mediaDevices: Object.assign(media, {
        getUserMedia: (constraints: MediaStreamConstraints) =>
          new Promise<void>((resolve) => {
            answer = resolve;
          }).then(() => ask(constraints)),
      }),
    });
    const started = call.start(target);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The prompt is still open, and the call object already exists.
    expect(recorder.progress().at(-1)).toBe('microphone-permission:started');
    expect(factory.instances).toHaveLength(1);
    answer();
    expect(await started).not.toBeNull();
    const progress = recorder.progress();
    expect(progress.indexOf('microphone-permission:completed')).toBeLessThan(
      progress.indexOf('web-call-creation:started'),
    );
    await call.stop();
  });

  it('the granted track is what Daily sends, and it is stopped when the call ends', async () => {
    const media = createFakeMediaDevices();
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    expect(media.tracks).toHaveLength(1);
    expect(factory.last?.audioSource).toBe(media.tracks[0]);
    expect(media.tracks[0]?.readyState).toBe('live');
    await call.stop();
    expect(media.tracks[0]?.readyState).toBe('ended');
  });

  it('the granted track is stopped when the platform refuses the call, and when a stop ends the start', async () => {
    server.use(http.post('*/call/web', () => HttpResponse.json({ message: 'No' }, { status: 400 })));
    const refused = createFakeMediaDevices();
    const first = createHarness({ mediaDevices: refused });
    expect(await first.call.start(target)).toBeNull();
    expect(refused.tracks.map((track) => track.readyState)).toEqual(['ended']);

    server.use(http.post('*/call/web', () => new Promise<never>(() => {})));
    const stopped = createFakeMediaDevices();
    const second = createHarness({ mediaDevices: stopped });
    const started = second.call.start(target);
    await vi.waitFor(() => expect(second.recorder.progress()).toContain('web-call-creation:started'), WAIT);
    await second.call.stop();
    expect(await started).toBeNull();
    expect(stopped.tracks.map((track) => track.readyState)).toEqual(['ended']);
  });

  it("an app's own track is used as it is: no prompt, and it is not stopped", async () => {
    const media = createFakeMediaDevices();
    const own = { kind: 'audio', readyState: 'live', stop() {} } as unknown as MediaStreamTrack;
    const { call, factory, recorder } = createHarness({
      mediaDevices: media,
      callObject: { audioSource: own },
    });
    await call.start(target);
    expect(media.requests).toEqual([]);
    expect(recorder.progress()).not.toContain('microphone-permission:started');
    expect(factory.last?.audioSource).toBe(own);
    await call.stop();
  });

  it("an app's device id is the device asked for", async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'a' }, { deviceId: 'b' }] });
    const { call } = createHarness({ mediaDevices: media, callObject: { audioSource: 'b' } });
    await call.start(target);
    expect(media.requests).toEqual([{ audio: { deviceId: { exact: 'b' } } }]);
    await call.stop();
  });

  it('"optional" keeps the 0.2 flow: no stage, no prompt of ours, the call goes on without a microphone', async () => {
    const media = createFakeMediaDevices({ microphone: 'denied' });
    const { call, recorder } = createHarness(
      { mediaDevices: media, microphone: 'optional' },
      { microphoneError: 'permissions' },
    );
    expect(await call.start(target)).not.toBeNull();
    expect(media.requests).toEqual([]);
    expect(recorder.progress()).not.toContain('microphone-permission:started');
    expect(recorder.of('error')).toEqual([
      expect.objectContaining({ type: 'microphone-error', reason: 'denied' }),
    ]);
    expect(recorder.of('error')[0]).not.toHaveProperty('stage');
    await call.stop();
  });

  it('microphonePermission() says what the Permissions API says and never prompts', async () => {
    for (const permission of ['granted', 'denied', 'prompt'] as const) {
      const media = createFakeMediaDevices({ permission });
      expect(await WebCall.microphonePermission(media)).toBe(permission);
      expect(media.requests).toEqual([]);
    }
  });

  it('microphonePermission() is unknown when the browser will not say and shows no microphone label', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'microphone-1', label: '' }] });
    const silent = Object.assign(media, {
      permissions: { query: () => Promise.reject(new TypeError('microphone is not a permission name')) },
    });
    expect(await WebCall.microphonePermission(silent)).toBe('unknown');
    expect(media.requests).toEqual([]);
  });
});
