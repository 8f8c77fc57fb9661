import { expectGrantedMicrophoneTrack, expectSpeakerChoiceHeld } from '../expectations';
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
  const result = await page.evaluate(() => window.scenarios.grantedMicrophone());
  expect(result.permission).toBe('granted');
  expectGrantedMicrophoneTrack(expect, result, 'Fake Default Audio Input');
  expect(posts()).toBe(1);
});

test('setSinkId on the assistant’s real <audio> element: a listed speaker is applied, an unknown one is refused by name', async ({
  page,
}) => {
  await answerWebCalls(page);
  await openContractPage(page);
  const result = await page.evaluate(() => window.scenarios.outputDevice());
  expect(result.outputs).toBeGreaterThan(1);
  expect(result.chosen).toBe('resolved');
  expectSpeakerChoiceHeld(expect, result);
});
