import type { DailyCameraErrorType } from '@daily-co/daily-js';
import { namedError } from './errors';
import type { MicrophoneFailureReason } from './events';

/** What the Permissions API says about the microphone; `unknown` when the browser will not say. */
export type MicrophonePermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The browser's error names, as `getUserMedia` rejects, and the reason each stands for. */
const REASONS_BY_NAME: Readonly<Record<string, MicrophoneFailureReason>> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'not-found',
  OverconstrainedError: 'not-found',
  NotReadableError: 'in-use',
  AbortError: 'in-use',
  NotSupportedError: 'unsupported',
};

/** Daily's `camera-error` types (the `"optional"` flow, where Daily asks), and the reason each stands for. */
const REASONS_BY_DAILY_TYPE: Readonly<Record<DailyCameraErrorType, MicrophoneFailureReason>> = {
  permissions: 'denied',
  'not-found': 'not-found',
  constraints: 'not-found',
  'mic-in-use': 'in-use',
  'cam-mic-in-use': 'in-use',
  'cam-in-use': 'in-use',
  'undefined-mediadevices': 'unsupported',
  unknown: 'in-use',
};

/** Why `getUserMedia` failed; a failure the contract does not name counts as a device that would not start. */
export const microphoneFailureReason = (error: unknown): MicrophoneFailureReason =>
  REASONS_BY_NAME[(error as { name?: string } | null)?.name ?? ''] ?? 'in-use';

/** Why Daily could not get the microphone, from its `camera-error` type. */
export const dailyMicrophoneFailureReason = (type: string | undefined): MicrophoneFailureReason =>
  REASONS_BY_DAILY_TYPE[type as DailyCameraErrorType] ?? 'in-use';

/** The page's media devices: the option, else the browser's (absent on an insecure page or an old browser). */
export const mediaDevicesOf = (mediaDevices?: MediaDevices): MediaDevices | undefined =>
  mediaDevices ?? globalThis.navigator?.mediaDevices;

/**
 * Asks for the microphone (`deviceId`: that one exactly) and resolves its track. Rejects with the browser's
 * error, or a `NotSupportedError` when there is no `getUserMedia` at all.
 */
export async function getMicrophoneTrack(
  mediaDevices: MediaDevices | undefined,
  deviceId?: string,
): Promise<MediaStreamTrack> {
  if (typeof mediaDevices?.getUserMedia !== 'function') {
    throw namedError('NotSupportedError', 'This browser cannot capture a microphone here.');
  }
  const stream = await mediaDevices.getUserMedia({
    audio: deviceId ? { deviceId: { exact: deviceId } } : true,
  });
  const [track, ...others] = stream.getAudioTracks();
  for (const other of others) other.stop();
  if (!track) throw namedError('NotFoundError', 'The browser gave no audio track.');
  return track;
}

/**
 * What the browser says about the microphone, never prompting: the Permissions API, else whether a microphone's
 * label is visible (browsers show labels only once it was granted). A `MediaDevices` that carries `permissions`
 * (the testing fake does) is asked instead of `navigator.permissions`.
 */
export async function queryMicrophonePermission(mediaDevices?: MediaDevices): Promise<MicrophonePermission> {
  const devices = mediaDevicesOf(mediaDevices);
  const permissions =
    (devices as { permissions?: Permissions } | undefined)?.permissions ?? globalThis.navigator?.permissions;
  try {
    const { state } = await permissions.query({ name: 'microphone' as PermissionName });
    if (state === 'granted' || state === 'denied' || state === 'prompt') return state;
  } catch {
    // Firefox before 2023 and older Safari do not know the `microphone` permission name.
  }
  try {
    const list = await devices?.enumerateDevices();
    if (list?.some((device) => device.kind === 'audioinput' && device.label)) return 'granted';
  } catch {}
  return 'unknown';
}
