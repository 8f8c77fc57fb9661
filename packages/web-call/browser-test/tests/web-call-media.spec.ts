import { answerWebCalls, expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// The 0.3 media behaviour on Chromium's real media stack (fake devices: two microphones, two speakers) with the
// testing fake in place of Daily's call object, so no room is needed: the microphone stage, the track Daily
// is given, setSinkId on the assistant's real <audio> element.

test('a granted microphone: the stage completes, Daily is given that real track, and it is stopped at the end', async ({
  page,
}) => {
  const posts = await answerWebCalls(page);
  await openContractPage(page);
  const result = await page.evaluate(async () => {
    const { call, factory } = window.createFakeBackedCall();
    const progress: string[] = [];
    call.on('call-start-progress', (e) => progress.push(`${e.stage}:${e.status}`));
    const permission = await window.WebCall.microphonePermission();
    const started = await call.start({ assistantId: 'assistant-contract' });
    const track = factory.last?.audioSource as MediaStreamTrack;
    const during = {
      label: track.label,
      state: track.readyState,
      isTrack: track instanceof MediaStreamTrack,
    };
    await call.stop();
    return { permission, started: started !== null, progress, during, after: track.readyState };
  });
  expect(result.permission).toBe('granted');
  expect(result.started).toBe(true);
  expect(result.progress.slice(0, 4)).toEqual([
    'input-validation:started',
    'input-validation:completed',
    'microphone-permission:started',
    'microphone-permission:completed',
  ]);
  expect(result.during).toEqual({ label: 'Fake Default Audio Input', state: 'live', isTrack: true });
  expect(result.after).toBe('ended');
  expect(posts()).toBe(1);
});

test('setSinkId on the assistant’s real <audio> element: a listed speaker is applied, an unknown one is refused by name', async ({
  page,
}) => {
  await answerWebCalls(page);
  await openContractPage(page);
  const result = await page.evaluate(async () => {
    const { call, factory } = window.createFakeBackedCall();
    const { outputs } = await call.listDevices();
    const speaker = outputs.find((device) => device.deviceId !== 'default')?.deviceId ?? '';
    await call.start({ assistantId: 'assistant-contract' });
    // A real audio track for the assistant: an oscillator through a MediaStream destination.
    const context = new AudioContext();
    const destination = context.createMediaStreamDestination();
    context.createOscillator().connect(destination);
    factory.last?.emitTrackStarted({ track: destination.stream.getAudioTracks()[0] });
    await call.setOutputDevice(speaker);
    const element = call.getRemoteAudio()[0]?.element as HTMLAudioElement & { sinkId: string };
    const applied = element.sinkId === speaker;
    const refusal = await call.setOutputDevice('no-such-speaker').then(
      () => 'resolved',
      (error: Error) => error.name,
    );
    const kept = element.sinkId === speaker;
    await call.stop();
    await context.close();
    return { outputs: outputs.length, applied, refusal, kept };
  });
  expect(result.outputs).toBeGreaterThan(1);
  expect(result).toMatchObject({ applied: true, refusal: 'NotFoundError', kept: true });
});
