import { namedError, raceAbort } from '../errors';
import type { AudioDevices } from '../events';
import { getMicrophoneTrack } from '../microphone';
import { observeSentTrack } from './call-handlers';
import { assertCanSetSink, elementsOf, setSinkIds } from './output';
import { type SessionContext, warnFailed } from './session-context';
import type { SessionState } from './session-state';

/** The browser's audio inputs and outputs; none when it has no media devices here. */
export async function listAudioDevices(mediaDevices: MediaDevices | undefined): Promise<AudioDevices> {
  const devices = (await mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    inputs: devices.filter((device) => device.kind === 'audioinput'),
    outputs: devices.filter((device) => device.kind === 'audiooutput'),
  };
}

/**
 * Whether `deviceId` may be one of `listed` ('' and `undefined` name the default device, always there). Until the
 * microphone is allowed, browsers hide their devices behind one entry with an empty id: an id saved from an earlier
 * visit cannot be checked then, and is left to the browser (a start falls back to the default if it has gone).
 */
const isListed = (listed: readonly MediaDeviceInfo[], deviceId: string | undefined): boolean =>
  !deviceId || listed.some((device) => device.deviceId === deviceId || device.deviceId === '');

/**
 * The browser's default microphone as a device id Daily can be given: Chrome lists it as `default`; other browsers
 * put it first. `undefined` when no microphone is listed.
 */
async function defaultInputId(mediaDevices: MediaDevices | undefined): Promise<string | undefined> {
  const { inputs } = await listAudioDevices(mediaDevices);
  return (inputs.find((input) => input.deviceId === 'default') ?? inputs[0])?.deviceId;
}

/**
 * Rejects with a `TypeError` for an id that is not a string, and a `NotFoundError` unless the browser lists
 * `deviceId` among its `kind`.
 */
async function assertListed(
  mediaDevices: MediaDevices | undefined,
  kind: keyof AudioDevices,
  deviceId: string,
): Promise<void> {
  // Unchecked while the browser hides its devices, an object would pass for an app's own track at the next start.
  if (typeof deviceId !== 'string') throw new TypeError(`A device id is a string, not ${typeof deviceId}.`);
  if (!isListed((await listAudioDevices(mediaDevices))[kind], deviceId)) {
    throw namedError('NotFoundError', `Unknown device ${deviceId}.`);
  }
}

/** Chooses the microphone for the current call (if any) and for later starts. */
export async function setInputDevice(
  context: SessionContext,
  state: SessionState | undefined,
  deviceId: string,
) {
  await assertListed(context.mediaDevices, 'inputs', deviceId);
  // Chosen as soon as asked: a start made while the device opens asks for it, and a later choice is not overwritten
  // when this one settles. A refused switch gives the choice back, unless another was made meanwhile.
  const previous = context.inputDeviceId;
  context.inputDeviceId = deviceId;
  try {
    if (state) await switchInput(context, state, deviceId);
  } catch (error) {
    if (context.inputDeviceId === deviceId) context.inputDeviceId = previous;
    throw error;
  }
}

/**
 * Chooses the speaker for the current call (if any) and for later calls. `current` is asked when the change's turn
 * comes: a call started while earlier changes ran is the one switched.
 */
export async function setOutputDevice(
  context: SessionContext,
  current: () => SessionState | undefined,
  deviceId: string,
) {
  // First: a browser without setSinkId (Safari) may list no speaker at all, which is not the reason to give.
  assertCanSetSink();
  await assertListed(context.mediaDevices, 'outputs', deviceId);
  await context.outputTurns(async () => {
    const state = current();
    const switched = elementsOf(state);
    await setSinkIds(switched, deviceId);
    context.outputDeviceId = deviceId;
    // Chosen in a click, the speaker is also set on a spare element there: WebKit refuses setSinkId outside a user
    // gesture, and the call's next element (its track replaced) would play on the previous speaker.
    if (state && !state.ended) state.players.prime();
    // An element created while the others switched was given the previous speaker.
    const added = elementsOf(state).filter((element) => !switched.includes(element));
    if (added.length) await setSinkIds(added, deviceId).catch(warnFailed(context, 'setSinkId'));
    // A call that ended meanwhile has a destroyed call object, which throws when used. daily-js refuses an empty id:
    // the default speaker is only our elements' to play on.
    const callObject = state?.callObject;
    if (!state || !callObject || !deviceId) return;
    await dailyAnswered(state, () => callObject.setOutputDeviceAsync({ outputDeviceId: deviceId })).catch(
      warnFailed(context, 'setOutputDeviceAsync'),
    );
  });
}

/** A microphone chosen while the call was connecting: the join sent the one asked for before the choice. */
export async function applyChosenInput(context: SessionContext, state: SessionState): Promise<void> {
  const chosen = context.inputDeviceId;
  const sent = state.microphone?.getSettings?.().deviceId;
  if (chosen && sent && sent !== chosen) await switchInput(context, state, chosen);
}

/**
 * Asks Daily for a device change, and resolves whether it was made before the session ended. A destroyed call object
 * never answers (its call machine is gone): waiting for it would hold the new microphone open, and every later
 * change behind it. Daily's refusal during the call rejects.
 */
async function dailyAnswered(state: SessionState, ask: () => Promise<unknown>): Promise<boolean> {
  if (state.ended) return false;
  try {
    await raceAbort(ask(), state.controller.signal);
  } catch (error) {
    if (!state.ended) throw error;
  }
  return !state.ended;
}

/** Switches the call's microphone, in turn with the other changes. */
function switchInput(context: SessionContext, state: SessionState, deviceId?: string): Promise<boolean> {
  return state.inputTurns(() => replaceInput(context, state, deviceId));
}

/**
 * Replaces the call's microphone; resolves whether it did. A track the session asked for is replaced by one of the
 * new device (the old one stopped once Daily sends the new one); otherwise Daily asks for the device itself.
 */
async function replaceInput(context: SessionContext, state: SessionState, deviceId?: string) {
  const callObject = state.callObject;
  if (!callObject || state.ended) return false;
  if (state.microphone) {
    const track = await getMicrophoneTrack(context.mediaDevices, deviceId);
    let sent = false;
    try {
      sent = await dailyAnswered(state, () => callObject.setInputDevicesAsync({ audioSource: track }));
    } finally {
      // Refused, or the session ended meanwhile (its cleanup has run without this track): ours to stop.
      if (!sent) track.stop();
    }
    if (!sent) return false;
    // The one in use now: another switch may have replaced it meanwhile.
    state.microphone?.stop();
    state.microphone = track;
    state.followMicrophone?.(track);
  } else {
    // Daily ignores a device id it is not given (`null` switches nothing): the default must be named.
    const audioDeviceId = deviceId || (await defaultInputId(context.mediaDevices));
    if (!audioDeviceId) return false;
    if (!(await dailyAnswered(state, () => callObject.setInputDevicesAsync({ audioDeviceId })))) return false;
  }
  observeSentTrack(context, state);
  return true;
}

/** An app's own microphone track, sent in turn with the other changes: the one the session asked for is stopped. */
export function sendAppTrack(context: SessionContext, state: SessionState, track: MediaStreamTrack) {
  return state.inputTurns(async () => {
    const callObject = state.callObject;
    if (
      !callObject ||
      !(await dailyAnswered(state, () => callObject.setInputDevicesAsync({ audioSource: track })))
    )
      return;
    state.microphone?.stop();
    // The app's track is never ours to stop, nor to replace when it ends.
    state.microphone = undefined;
    observeSentTrack(context, state);
  });
}

/**
 * During a call: `devices-change` on every change of the browser's list, and a fall back to the default for a
 * device that went away or a microphone track that ended on its own (Chrome keeps listing `default` when the
 * device behind it is unplugged). One check at a time, so that two reports of one unplug fall back once; reports
 * that come while a check waits its turn are answered by it. A first check, as the call becomes active, catches a
 * device that went away while it connected (or, for the speaker, since an earlier call).
 */
export function watchDevices(context: SessionContext, state: SessionState): void {
  const mediaDevices = context.mediaDevices;
  let checking = Promise.resolve();
  let waiting: { announce: boolean } | undefined;
  const check = (announce: boolean) => {
    if (waiting) {
      waiting.announce ||= announce;
      return;
    }
    const next = { announce };
    waiting = next;
    checking = checking
      .then(async () => {
        waiting = undefined;
        if (next.announce) {
          const { inputs, outputs } = await listAudioDevices(mediaDevices);
          if (state.ended) return;
          context.emit('devices-change', { inputs, outputs });
        }
        await fallBack(context, state);
      })
      .catch(warnFailed(context, 'Following a device change'));
  };
  // Only the track in use is followed: a replaced one is stopped, and its listener goes with it.
  let unfollow = () => {};
  state.followMicrophone = (track) => {
    unfollow();
    state.followedInputId = track?.getSettings?.().deviceId;
    unfollow = listen(track, 'ended', () => check(false));
  };
  state.followMicrophone(state.microphone);
  state.detachers.push(
    () => unfollow(),
    listen(mediaDevices, 'devicechange', () => check(true)),
  );
  check(false);
}

/** Adds a listener and returns what removes it; none on a target without events (an old browser, a fake). */
function listen(target: EventTarget | undefined, type: string, listener: () => void): () => void {
  if (typeof target?.addEventListener !== 'function') return () => {};
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

async function fallBack(context: SessionContext, state: SessionState): Promise<void> {
  // No microphone left to fall back to still leaves the speaker to check.
  await fallBackInput(context, state).catch(warnFailed(context, 'The default microphone'));
  await fallBackOutput(context, state);
}

// Each fallback is judged in its turn, on the devices listed then: a switch asked for before it, to a device plugged
// in meanwhile, is not undone.

/** Falls back to the default speaker if the one chosen is gone. */
async function fallBackOutput(context: SessionContext, state: SessionState) {
  const gone = await context.outputTurns(async () => {
    if (state.ended) return undefined;
    const { outputs } = await listAudioDevices(context.mediaDevices);
    const outputId = context.outputDeviceId;
    if (state.ended || isListed(outputs, outputId)) return undefined;
    context.outputDeviceId = undefined;
    await setSinkIds(elementsOf(state), '').catch(warnFailed(context, 'The default speaker'));
    return outputId ?? '';
  });
  if (gone !== undefined && !state.ended) context.emit('device-fallback', { kind: 'output', deviceId: gone });
}

/** Falls back to the default microphone if the one in use is gone (or its track ended on its own). */
async function fallBackInput(context: SessionContext, state: SessionState) {
  const gone = await state.inputTurns(async () => {
    // Ended, its microphone is stopped: that is no reason to forget the visitor's choice.
    if (state.ended) return undefined;
    const { inputs } = await listAudioDevices(context.mediaDevices);
    const track = state.microphone;
    const inputId = track?.getSettings?.().deviceId ?? state.followedInputId ?? context.inputDeviceId;
    if (state.ended || (isListed(inputs, inputId) && track?.readyState !== 'ended')) return undefined;
    context.inputDeviceId = undefined;
    return (await replaceInput(context, state)) ? (inputId ?? '') : undefined;
  });
  // A call that ended while the default device was being set has no fallback left to announce.
  if (gone !== undefined && !state.ended) context.emit('device-fallback', { kind: 'input', deviceId: gone });
}
