import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { INITIAL_SNAPSHOT } from '../src/call-state';
import { ERROR_TYPES, WebCall } from '../src/index';
import { createFakeCallObject, type FakeCallObject } from '../src/testing/index';
import { server } from './setup';
import { createHarness, createManualClock, flush, PUBLIC_KEY, WAIT } from './support';

const target = { assistantId: 'asst_1' } as const;

async function startedHarness(...args: Parameters<typeof createHarness>) {
  const harness = createHarness(...args);
  await harness.call.start(target);
  const fake = harness.factory.last;
  if (!fake) throw new Error('no call object was created');
  return { ...harness, fake };
}

/** A started call whose platform response asks for video recording. */
async function startedRecordedCall(...args: Parameters<typeof createHarness>) {
  const harness = createHarness(...args);
  await harness.call.start(target, {
    assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } } as never,
  });
  const fake = harness.factory.last;
  if (!fake) throw new Error('no call object was created');
  return { ...harness, fake };
}

describe('new WebCall()', () => {
  it('refuses a missing or empty public key', () => {
    expect(() => new WebCall({ publicKey: '' })).toThrow(/publicKey/);
    expect(() => new WebCall({} as never)).toThrow(/publicKey/);
  });

  it('does not load daily-js or touch the network until start or preload', () => {
    const createCallObject = vi.fn();
    new WebCall({ publicKey: PUBLIC_KEY, createCallObject });
    expect(createCallObject).not.toHaveBeenCalled();
  });
});

describe('listeners', () => {
  it('once fires a single time; off removes a listener', async () => {
    const { call, fake } = await startedHarness();
    const once = vi.fn();
    const removed = vi.fn();
    call.once('call-start', once).on('call-start', removed).off('call-start', removed);
    fake.emitAppMessage('listening');
    fake.emitAppMessage('listening');
    expect(once).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });
});

describe('POST /call/web', () => {
  it('sends the target, overrides and the public key as bearer token, and resolves the response', async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post('https://api.vapi.ai/call/web', async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ id: 'call_9', webCallUrl: 'https://room.daily.co/x' }, { status: 201 });
      }),
    );
    const { call, factory } = createHarness();
    const overrides = { firstMessage: 'Hello' } as never;
    const response = await call.start({ squadId: 'squad_1' }, { assistantOverrides: overrides });
    expect(response).toMatchObject({ id: 'call_9', webCallUrl: 'https://room.daily.co/x' });
    expect(seen).toEqual({
      auth: `Bearer ${PUBLIC_KEY}`,
      body: {
        squadId: 'squad_1',
        assistantOverrides: { firstMessage: 'Hello' },
        roomDeleteOnUserLeaveEnabled: true,
      },
    });
    expect(factory.last?.calls.find((c) => c.method === 'join')?.args[0]).toEqual({
      url: 'https://room.daily.co/x',
      subscribeToTracksAutomatically: false,
      startVideoOff: true,
      // The microphone stage's track: Daily sends it without asking again.
      audioSource: factory.last?.audioSource,
    });
    expect(factory.last?.audioSource).toMatchObject({ kind: 'audio', readyState: 'live' });
    expect(call.getSnapshot().callId).toBe('call_9');
  });

  it('uses baseUrl and the injected fetch', async () => {
    const fetch = vi.fn(
      async (_request: RequestInfo | URL) =>
        new Response(JSON.stringify({ id: 'c', webCallUrl: 'https://r.daily.co/c' }), { status: 201 }),
    );
    const { call } = createHarness({ baseUrl: 'https://platform.example', fetch });
    await call.start(target);
    const request = fetch.mock.calls[0]?.[0] as unknown as Request;
    expect(request.url).toBe('https://platform.example/call/web');
  });

  it('treats a response without webCallUrl as a failed web-call-creation', async () => {
    server.use(
      http.post('https://api.vapi.ai/call/web', () => HttpResponse.json({ id: 'c' }, { status: 201 })),
    );
    const { call, recorder } = createHarness();
    expect(await call.start(target)).toBeNull();
    expect(recorder.of('error')[0]).toMatchObject({ type: 'start-method-error', stage: 'web-call-creation' });
  });
});

describe('input validation', () => {
  it.each([
    [{ assistantId: '' }, 'assistantId must be a non-empty string.'],
    [{ workflowId: 42 }, 'workflowId must be a non-empty string.'],
    [{ squad: 'squad_1' }, 'squad must be an object.'],
    [null, 'Assistant or Squad or Workflow must be provided.'],
  ])('rejects %j with a clear validation-error', async (bad, message) => {
    const { call, recorder } = createHarness();
    expect(await call.start(bad as never)).toBeNull();
    expect(recorder.of('error')[0]).toMatchObject({ type: 'validation-error', error: { message } });
    expect(call.getSnapshot()).toMatchObject({ state: 'idle', error: { type: 'validation-error' } });
  });

  it('a next start clears the last error and call id: absent from the snapshot, not keys set to undefined', async () => {
    // The microphone is blocked (Daily asks for it): the call goes on with an error in its snapshot.
    const { call } = createHarness({ microphone: 'optional' }, { microphoneError: 'permissions' });
    await call.start(target);
    await call.stop();
    expect(call.getSnapshot()).toMatchObject({
      error: { type: 'microphone-error' },
      callId: expect.any(String),
    });
    const snapshots: object[] = [];
    call.subscribe(() => snapshots.push(call.getSnapshot()));
    await call.start(target);
    // The first snapshot of the new start (connecting) has neither field.
    expect(snapshots[0]).toEqual({ ...INITIAL_SNAPSHOT, state: 'connecting' });
    expect(Object.keys(snapshots[0] ?? {})).not.toContain('error');
    await call.stop();
  });

  it('accepts inline assistants and workflows', async () => {
    const { call } = createHarness();
    expect(await call.start({ workflow: { name: 'intake', nodes: [], edges: [] } })).not.toBeNull();
  });
});

describe('app messages', () => {
  it("turns 'listening' into call-start and JSON into message", async () => {
    const { call, fake, recorder } = await startedHarness();
    fake.emitAppMessage('listening');
    fake.emitAppMessage(JSON.stringify({ type: 'transcript', role: 'assistant', transcript: 'Hi' }));
    expect(recorder.names().slice(-2)).toEqual(['call-start', 'message']);
    expect(recorder.of('message')[0]).toEqual({ type: 'transcript', role: 'assistant', transcript: 'Hi' });
    expect(call.state).toBe('active');
  });

  it('passes a message of a type the document does not describe on, wrapped as unknown', async () => {
    const { fake, recorder } = await startedHarness();
    const novel = { type: 'assistant.thinking', seconds: 2 };
    fake.emitAppMessage(JSON.stringify(novel));
    fake.emitAppMessage(JSON.stringify({ type: 'hang' }));
    expect(recorder.of('message')).toEqual([{ type: 'unknown', message: novel }, { type: 'hang' }]);
  });

  it('logs and ignores data that is not JSON or has no type', async () => {
    const { fake, recorder, warnings } = await startedHarness();
    fake.emitAppMessage('{not json');
    fake.emitAppMessage('42');
    expect(recorder.of('message')).toEqual([]);
    expect(warnings).toEqual([
      ['Untyped app message ignored.', '{not json'],
      ['Untyped app message ignored.', '42'],
    ]);
  });
});

describe('local-volume-level', () => {
  it("starts Daily's local audio-level observer every 100 ms and reports the visitor's level, 0 at the end", async () => {
    const { call, fake, recorder } = await startedHarness();
    // Started with the call, then again on the track the noise-cancellation processor gives Daily.
    expect(fake.calls.filter((c) => c.method === 'startLocalAudioLevelObserver')).toEqual([
      { method: 'startLocalAudioLevelObserver', args: [100] },
      { method: 'startLocalAudioLevelObserver', args: [100] },
    ]);
    for (const level of [0.2, 0, 1.4]) fake.emitLocalAudioLevel(level);
    await call.stop();
    expect(recorder.of('local-volume-level')).toEqual([0.2, 0, 1, 0]);
  });

  it('reports every level Daily measures while the call is active, silence included', async () => {
    const { call, fake, recorder } = await startedHarness();
    for (const level of [0, 0, 0.3, 0, 0]) fake.emitLocalAudioLevel(level);
    for (const level of [0, 0]) fake.emitAudioLevels(level);
    expect(recorder.of('local-volume-level')).toEqual([0, 0, 0.3, 0, 0]);
    expect(recorder.of('volume-level')).toEqual([0, 0]);
    await call.stop();
    // Nothing to reset: both were 0 already.
    expect(recorder.of('local-volume-level')).toHaveLength(5);
    expect(recorder.of('volume-level')).toHaveLength(2);
  });

  it('reports no 0 at the end of a call whose microphone was never heard', async () => {
    const { call, recorder } = await startedHarness();
    await call.stop();
    expect(recorder.of('local-volume-level')).toEqual([]);
  });
});

describe('network-quality', () => {
  it("reports Daily's network-quality-change once per change, afresh in every call", async () => {
    const { call, fake, recorder, factory } = await startedHarness();
    for (const threshold of ['good', 'good', 'low', 'low', 'very-low', 'good'] as const) {
      fake.emitNetworkQuality(threshold);
    }
    expect(recorder.of('network-quality')).toEqual([
      { quality: 'good' },
      { quality: 'low' },
      { quality: 'very-low' },
      { quality: 'good' },
    ]);
    await call.stop();
    await call.start(target);
    factory.last?.emitNetworkQuality('good');
    expect(recorder.of('network-quality')).toHaveLength(5);
  });
});

describe('the end of a call', () => {
  it('on left-meeting: call-end (remote), no customer status, state idle, call object destroyed', async () => {
    const { call, fake, recorder } = await startedHarness();
    await fake.leave();
    await flush();
    expect(recorder.names().at(-1)).toBe('call-end');
    expect(recorder.of('call-end')).toEqual([{ reason: 'remote' }]);
    // The visitor did not hang up: saying `customer-ended-call` would misreport it.
    expect(recorder.of('message')).toEqual([]);
    expect(call.state).toBe('idle');
    expect(fake.destroyCount).toBe(1);
    expect(fake.listenerCount()).toBe(0);
  });

  it("the visitor's hang-up (stop) is followed by exactly one customer-ended-call status", async () => {
    const { call, recorder } = await startedHarness();
    await call.stop();
    expect(recorder.names().slice(-2)).toEqual(['call-end', 'message']);
    expect(recorder.of('message')).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
  });

  it('sends no synthetic status when the platform already reported the end', async () => {
    const { fake, recorder } = await startedHarness();
    fake.emitAppMessage(
      JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }),
    );
    await fake.leave();
    expect(recorder.of('message').map((m) => m.type === 'status-update' && m.endedReason)).toEqual([
      'assistant-ended-call',
    ]);
    expect(recorder.of('call-end')).toHaveLength(1);
  });

  it('stop() ends an active call once, whatever Daily emits while being destroyed', async () => {
    const { call, fake, recorder } = await startedHarness();
    await call.stop();
    await call.stop();
    expect(recorder.of('call-end')).toHaveLength(1);
    expect(recorder.of('message')).toHaveLength(1);
    expect(fake.isDestroyed()).toBe(true);
    expect(call.getSnapshot()).toMatchObject({ state: 'idle', speaking: false, muted: false });
  });

  it('end() asks the platform to end the call, then stops', async () => {
    const { call, fake } = await startedHarness();
    await call.end();
    expect(fake.sentAppMessages).toContain(JSON.stringify({ type: 'end-call' }));
    expect(fake.isDestroyed()).toBe(true);
    expect(call.state).toBe('idle');
  });

  it('end() still ends the call when Daily refuses the message, and logs the refusal', async () => {
    const { call, fake, warnings } = await startedHarness(
      {},
      { failOn: { sendAppMessage: 'Daily refused' } },
    );
    await expect(call.end()).resolves.toBeUndefined();
    expect(call.state).toBe('idle');
    expect(fake.isDestroyed()).toBe(true);
    expect(warnings).toContainEqual(['Asking the platform to end the call failed.', 'Daily refused']);
  });

  it('a fatal Daily error during the call is reported and ends it like leaving the room', async () => {
    const { call, fake, factory, recorder } = await startedHarness();
    fake.emitTrackStarted();
    fake.emitFatalError('connection lost');
    expect(recorder.names().slice(-3)).toEqual(['error', 'remote-audio-end', 'call-end']);
    expect(recorder.of('error')).toMatchObject([
      { type: 'daily-error', error: { message: 'connection lost' } },
    ]);
    expect(recorder.of('error')[0]).not.toHaveProperty('stage');
    expect(ERROR_TYPES).toContain(recorder.of('error')[0]?.type);
    expect(recorder.of('message')).toEqual([]);
    expect(call.getSnapshot()).toMatchObject({ state: 'idle', error: { type: 'daily-error' } });
    await flush();
    expect(factory.live()).toEqual([]);
    expect(fake.listenerCount()).toBe(0);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    // Daily may go on reporting while it is torn down: nothing more is emitted.
    fake.emitFatalError('again');
    expect(recorder.of('call-end')).toHaveLength(1);
  });

  it('after a fatal Daily error, no synthetic ended status when the platform already sent one', async () => {
    const { fake, recorder } = await startedHarness();
    fake.emitAppMessage(
      JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'pipeline-error' }),
    );
    fake.emitFatalError('connection lost');
    expect(recorder.of('message').map((m) => m.type === 'status-update' && m.endedReason)).toEqual([
      'pipeline-error',
    ]);
    expect(recorder.of('call-end')).toHaveLength(1);
  });

  it('allows a new call after the previous one ended (one Daily instance at a time)', async () => {
    const { call, factory } = await startedHarness();
    await call.stop();
    expect(await call.start(target)).not.toBeNull();
    expect(factory.instances).toHaveLength(2);
    expect(factory.live()).toHaveLength(1);
  });
});

describe('remote audio', () => {
  it("plays the assistant's audio track in an <audio> element and removes it when the track stops", async () => {
    const { call, fake, recorder } = await startedHarness();
    const track = fake.emitTrackStarted();
    const audio = document.querySelector('audio');
    expect(audio?.dataset.participantId).toBe('assistant-session');
    expect(recorder.of('remote-audio-start')[0]).toMatchObject({
      track,
      element: audio,
      participantId: 'assistant-session',
    });
    expect(call.getRemoteAudio()).toHaveLength(1);
    // The platform waits for this before it speaks: said once the element plays.
    await vi.waitFor(() => expect(fake.sentAppMessages).toContain('playable'), WAIT);
    fake.emitTrackStopped();
    expect(document.querySelector('audio')).toBeNull();
    expect(recorder.of('remote-audio-end')).toEqual([{ participantId: 'assistant-session' }]);
  });

  it('removes the element of a participant who leaves the room', async () => {
    const { fake, recorder } = await startedHarness();
    fake.emitTrackStarted({ participantId: 'bot' });
    fake.emitParticipantLeft('bot');
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(recorder.of('remote-audio-end')).toEqual([{ participantId: 'bot' }]);
  });

  it('ignores local tracks and other participants', async () => {
    const { call, fake } = await startedHarness();
    fake.emitTrackStarted({ local: true });
    fake.emitTrackStarted({ participantId: 'p2', userName: 'someone else' });
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(call.getRemoteAudio()).toEqual([]);
  });

  it.each([
    ['stop()', (call: WebCall) => call.stop()],
    ['a left room', (_: WebCall, fake: FakeCallObject) => fake.leave()],
    ['a fatal Daily error', (_: WebCall, fake: FakeCallObject) => fake.emitFatalError()],
  ])('at the end of the call (%s): every element removed, each announced before call-end', async (_, end) => {
    const { call, fake, recorder } = await startedHarness();
    fake.emitTrackStarted();
    fake.emitTrackStarted({ participantId: 'second-voice' });
    const elements = call.getRemoteAudio().map((audio) => audio.element);
    const connectedWhenAnnounced: boolean[] = [];
    call.on('remote-audio-end', ({ participantId }) => {
      const element = elements.find((candidate) => candidate.dataset.participantId === participantId);
      connectedWhenAnnounced.push(element?.isConnected ?? true);
    });
    await end(call, fake);
    await flush();
    expect(recorder.of('remote-audio-end')).toEqual([
      { participantId: 'assistant-session' },
      { participantId: 'second-voice' },
    ]);
    expect(connectedWhenAnnounced).toEqual([false, false]);
    expect(recorder.names().indexOf('remote-audio-end')).toBeLessThan(recorder.names().indexOf('call-end'));
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(call.getRemoteAudio()).toEqual([]);
  });
});

describe('the microphone', () => {
  it("turns Daily's camera-error about the microphone into a microphone-error; the call goes on", async () => {
    const { call, fake, recorder } = await startedHarness();
    fake.emitCameraError('mic-in-use', { message: 'the mic is busy' });
    expect(recorder.of('error')).toEqual([
      {
        type: 'microphone-error',
        reason: 'in-use',
        error: expect.objectContaining({
          message: 'the mic is busy',
          cause: { type: 'mic-in-use', msg: 'the mic is busy' },
        }),
      },
    ]);
    expect(call.getSnapshot()).toMatchObject({ state: 'active', error: { type: 'microphone-error' } });
    expect(fake.isDestroyed()).toBe(false);
  });

  it('ignores a camera-only failure (the microphone is fine)', async () => {
    const { call, fake, recorder } = await startedHarness();
    fake.emitCameraError('cam-in-use', { audioOk: true });
    expect(recorder.of('error')).toEqual([]);
    expect(call.getSnapshot()).not.toHaveProperty('error');
  });

  it('reports a microphone blocked while joining, after which the start still succeeds', async () => {
    const { call, recorder } = await startedHarness({}, { microphoneError: 'permissions' });
    expect(recorder.of('error')).toMatchObject([
      { type: 'microphone-error', error: { cause: { type: 'permissions' } } },
    ]);
    expect(recorder.of('call-start-success')).toHaveLength(1);
    expect(call.state).toBe('active');
  });

  it('subscribes to remote participants (audio only unless the call records video)', async () => {
    const { fake } = await startedHarness(
      {},
      { remoteParticipants: [{ session_id: 'early', local: false }] },
    );
    fake.emitParticipantJoined({ session_id: 'late', local: false, user_name: 'Vapi Speaker' });
    const updates = fake.calls.filter((c) => c.method === 'updateParticipant').map((c) => c.args);
    expect(updates).toEqual([
      ['early', { setSubscribedTracks: { audio: true, video: false } }],
      ['late', { setSubscribedTracks: { audio: true, video: false } }],
    ]);
  });
});

describe('speaking and volume', () => {
  it('drives speech-start/end, volume-level and the snapshot from audio-level reports', async () => {
    const clock = createManualClock();
    const { call, fake, recorder } = await startedHarness({ clock });
    const snapshots = new Set([call.getSnapshot()]);
    call.subscribe(() => snapshots.add(call.getSnapshot()));
    fake.emitAudioLevels(0.075);
    expect(call.getVolumeLevel()).toBe(0.5);
    expect(call.getSnapshot().speaking).toBe(true);
    clock.advance(500);
    fake.emitAudioLevels({ a: 0.1, b: 0.1 });
    expect(call.getVolumeLevel()).toBe(1);
    clock.advance(999);
    expect(call.getSnapshot().speaking).toBe(true);
    clock.advance(1);
    expect(call.getSnapshot().speaking).toBe(false);
    expect(recorder.names().filter((n) => n.startsWith('speech'))).toEqual(['speech-start', 'speech-end']);
    expect(recorder.of('volume-level')).toEqual([0.5, 1]);
    // Volume changes do not replace the snapshot: only speaking on and off did.
    expect(snapshots.size).toBe(3);
  });

  it('starts the remote audio-level observer at 100 ms', async () => {
    const { fake } = await startedHarness();
    expect(fake.calls.find((c) => c.method === 'startRemoteParticipantsAudioLevelObserver')?.args).toEqual([
      100,
    ]);
  });
});

describe('microphone and devices', () => {
  it("throw 'Call object is not available.' without a call", async () => {
    const { call } = createHarness();
    expect(() => call.setMuted(true)).toThrow('Call object is not available.');
    expect(() => call.isMuted()).toThrow('Call object is not available.');
    await expect(call.setInputDevicesAsync({ audioDeviceId: 'x' })).rejects.toThrow(
      'Call object is not available.',
    );
    await expect(call.setOutputDeviceAsync({ outputDeviceId: 'x' })).rejects.toThrow(
      'Call object is not available.',
    );
  });

  it('mutes through setLocalAudio (never discarding the track) and mirrors it in the snapshot', async () => {
    const { call, fake } = await startedHarness();
    call.setMuted(true);
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    expect(fake.calls.filter((c) => c.method === 'setLocalAudio').map((c) => c.args)).toEqual([[false]]);
    call.setMuted(false);
    expect(call.isMuted()).toBe(false);
  });

  it('reports a call started with startAudioOff as muted once joined', async () => {
    const { call } = createHarness({ callObject: { startAudioOff: true } });
    await call.start(target);
    expect(call.getSnapshot().muted).toBe(true);
    expect(call.isMuted()).toBe(true);
  });

  it('drops audioSource: false from a device change with a Chrome 140+ warning', async () => {
    const { call, fake, warnings } = await startedHarness();
    await call.setInputDevicesAsync({ audioSource: false, videoDeviceId: 'cam' });
    expect(fake.calls.find((c) => c.method === 'setInputDevicesAsync')?.args).toEqual([
      { videoDeviceId: 'cam' },
    ]);
    expect(String(warnings[0]?.[0])).toContain('Chrome 140');
    await call.setOutputDeviceAsync({ outputDeviceId: 'speaker' });
    expect(fake.calls.find((c) => c.method === 'setOutputDeviceAsync')?.args).toEqual([
      { outputDeviceId: 'speaker' },
    ]);
  });
});

describe('send and say', () => {
  it('send JSON-encodes a message to everyone; nothing is sent without a joined call', async () => {
    const { call } = createHarness();
    expect(call.send({ type: 'control', control: 'mute-assistant' })).toBe(false);
    await call.start(target);
    expect(call.send({ type: 'control', control: 'mute-assistant' })).toBe(true);
    expect(call.say('One moment', true)).toBe(true);
  });

  it('say sends a say message and refuses empty text', async () => {
    const { call, fake } = await startedHarness();
    call.say('Your appointment is at nine.', true);
    expect(fake.calls.filter((c) => c.method === 'sendAppMessage').at(-1)?.args).toEqual([
      JSON.stringify({
        type: 'say',
        content: 'Your appointment is at nine.',
        message: 'Your appointment is at nine.',
        endCallAfterSpoken: true,
      }),
      '*',
    ]);
    expect(() => call.say('  ')).toThrow(TypeError);
  });
});

describe('Chrome 140+ option rewrite', () => {
  it('rewrites audioSource: false and removes alwaysIncludeMicInPermissionPrompt: false, warning once per WebCall', async () => {
    const { call, factory, warnings } = createHarness({
      callObject: {
        audioSource: false,
        dailyConfig: { alwaysIncludeMicInPermissionPrompt: false, avoidEval: true },
      },
    });
    await call.start(target);
    await call.stop();
    await call.start(target);
    expect(warnings).toHaveLength(2);
    expect(factory.last?.createOptions).toEqual({ audioSource: true, dailyConfig: { avoidEval: true } });
    expect(warnings.map((w) => String(w[0])).every((w) => w.includes('Chrome 140'))).toBe(true);
  });

  it('passes other settings through untouched', async () => {
    const { call, factory, warnings } = createHarness({
      callObject: { userName: 'Pat', startAudioOff: true },
    });
    await call.start(target);
    expect(factory.last?.createOptions).toEqual({
      userName: 'Pat',
      startAudioOff: true,
      audioSource: true,
    });
    expect(warnings).toEqual([]);
  });
});

describe('video recording', () => {
  it('joins with the camera on only when the call records video', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    await call.stop();
    await call.start(target, {
      assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } } as never,
    });
    const joins = factory.instances.map((fake) => fake.calls.find((c) => c.method === 'join')?.args[0]);
    expect(joins).toMatchObject([{ startVideoOff: true }, { startVideoOff: false }]);
    // The call object is created before the response is known, so it must not rule the camera out.
    expect(factory.instances.map((fake) => fake.createOptions)).toEqual([
      { audioSource: true },
      { audioSource: true },
    ]);
    // A recorded call also receives the assistant's video.
    factory.last?.emitParticipantJoined({ session_id: 'late', local: false });
    expect(factory.last?.calls.find((c) => c.method === 'updateParticipant')?.args).toEqual([
      'late',
      { setSubscribedTracks: { audio: true, video: true } },
    ]);
  });

  it('asks the platform for the first message once the recording runs, and stops the recording at the end', async () => {
    const clock = createManualClock();
    const { fake, ...harness } = await startedRecordedCall({ clock });
    expect(fake.calls.find((c) => c.method === 'startRecording')?.args[0]).toMatchObject({
      width: 1280,
      height: 720,
    });
    clock.advance(2500);
    fake.emitRecordingStarted();
    expect(fake.sentAppMessages.at(-1)).toBe(
      JSON.stringify({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 2.5 }),
    );
    await harness.call.stop();
    expect(fake.calls.map((c) => c.method)).toContain('stopRecording');
  });

  it('a recording that ran and fails later is not a set-up failure: no error, a warning', async () => {
    const { fake, ...harness } = await startedRecordedCall();
    fake.emitRecordingStarted();
    fake.emitRecordingError('Recording stopped: storage full');
    expect(harness.recorder.of('error')).toEqual([]);
    expect(harness.warnings).toContainEqual(['The recording failed.', 'Recording stopped: storage full']);
    expect(fake.sentAppMessages.filter((m) => String(m).includes('say-first-message'))).toHaveLength(1);
    await harness.call.stop();
  });

  it('a recording Daily could not start is reported, and the assistant is not kept waiting for it', async () => {
    const clock = createManualClock();
    const { fake, ...harness } = await startedRecordedCall({ clock });
    clock.advance(1000);
    fake.emitRecordingError('Recording is not enabled for this room');
    expect(harness.recorder.of('error')).toMatchObject([
      {
        type: 'video-recording-setup-error',
        stage: 'video-recording-setup',
        error: { message: 'Recording is not enabled for this room' },
      },
    ]);
    expect(fake.sentAppMessages.at(-1)).toBe(
      JSON.stringify({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1 }),
    );
    // Asked once: a recording that runs after all does not ask again.
    fake.emitRecordingStarted();
    expect(fake.sentAppMessages.filter((m) => String(m).includes('say-first-message'))).toHaveLength(1);
    expect(harness.call.state).toBe('active');
    await harness.call.stop();
  });
});

describe('noise cancellation', () => {
  it('enables the noise-cancellation processor and falls back to the raw mic on an audio-processor error', async () => {
    const { fake } = await startedHarness();
    expect(fake.calls.find((c) => c.method === 'updateInputSettings')?.args[0]).toEqual({
      audio: { processor: { type: 'noise-cancellation' } },
    });
    fake.emitNonfatalError('audio-processor-error');
    await flush();
    const inputSettings = fake.calls.filter((c) => c.method === 'updateInputSettings').map((c) => c.args[0]);
    expect(inputSettings.at(-1)).toEqual({ audio: { processor: { type: 'none' } } });
    expect(fake.calls.filter((c) => c.method === 'setLocalAudio').at(-1)).toEqual({
      method: 'setLocalAudio',
      args: [true],
    });
    const methods = fake.calls.map((c) => c.method);
    expect(methods.lastIndexOf('setLocalAudio')).toBeGreaterThan(methods.lastIndexOf('updateInputSettings'));
  });
});

describe('preload', () => {
  it('does nothing with an injected createCallObject', async () => {
    const createCallObject = vi.fn(() => createFakeCallObject());
    await new WebCall({ publicKey: PUBLIC_KEY, createCallObject }).preload();
    expect(createCallObject).not.toHaveBeenCalled();
  });
});
