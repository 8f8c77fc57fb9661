import { expectMicrophoneFallback } from '../expectations';
import { answerWebCalls, expect, openContractPage, test } from '../fixtures';
import type {} from '../page/contract-window';

// A device disappearing during a call, on Chromium's real media stack (fake devices) with the testing fake in place
// of Daily's call object. Chromium gives a page no way to unplug a fake device, so the page does what the browser
// does when one goes: for the microphone, its live track ends (`stop()` sets `readyState`, then the `ended` event
// the browser would fire), and for the speaker, `enumerateDevices` stops listing it and `devicechange` fires on the
// real `navigator.mediaDevices`. Everything WebCall does in answer is real: the new getUserMedia track, the old
// one's release, setSinkId on the assistant's <audio> element.

test('the microphone in use ends on its own: device-fallback, a new real track from the default is sent, the old one is released', async ({
  page,
}) => {
  await answerWebCalls(page);
  await openContractPage(page);
  const result = await page.evaluate(() =>
    window.scenarios.microphoneGoesAway({ chooseDuringCall: false, announceDeviceChange: false }),
  );
  expectMicrophoneFallback(expect, result, 'Fake Default Audio Input');
});

test('the speaker in use leaves the device list: device-fallback, the assistant’s real element goes back to the default output', async ({
  page,
}) => {
  await answerWebCalls(page);
  await openContractPage(page);
  const result = await page.evaluate(async () => {
    const { call, factory } = window.createFakeBackedCall();
    const { outputs } = await call.listDevices();
    const speaker = outputs.find((device) => device.deviceId !== 'default')?.deviceId ?? '';
    const fallbacks: { kind: string; deviceId: string }[] = [];
    const changes: number[] = [];
    call.on('device-fallback', (event) => fallbacks.push(event));
    call.on('devices-change', (event) => changes.push(event.outputs.length));
    await call.start({ assistantId: 'assistant-contract' });
    const context = new AudioContext();
    const destination = context.createMediaStreamDestination();
    context.createOscillator().connect(destination);
    factory.last?.emitTrackStarted({ track: destination.stream.getAudioTracks()[0] });
    await call.setOutputDevice(speaker);
    const element = call.getRemoteAudio()[0]?.element as HTMLAudioElement & { sinkId: string };
    const before = element.sinkId;

    const media = navigator.mediaDevices;
    const listAll = media.enumerateDevices.bind(media);
    media.enumerateDevices = async () => (await listAll()).filter((device) => device.deviceId !== speaker);
    media.dispatchEvent(new Event('devicechange'));
    const deadline = performance.now() + 5_000;
    while (fallbacks.length === 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const after = element.sinkId;
    await call.stop();
    await context.close();
    return { speaker, before, after, fallbacks, changes, listed: outputs.length };
  });
  expect(result.speaker).not.toBe('');
  expect(result.before).toBe(result.speaker);
  expect(result.fallbacks).toEqual([{ kind: 'output', deviceId: result.speaker }]);
  expect(result.changes).toEqual([result.listed - 1]);
  expect(result.after).toBe('');
});
