import { namedError } from './errors';
import type { MicrophoneFailureReason } from './events';

/** What the Permissions API says about the microphone; `unknown` when the browser will not say. */
export type MicrophonePermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/**
 * The reason each failure stands for, keyed by the browser's error name (as `getUserMedia` rejects) and by
 * Daily's `camera-error` type (the `"optional"` flow, where Daily asks). Anything else, Daily's `unknown`
 * included, is a device that would not start: `in-use`.
 */
const REASONS: Readonly<Record<string, MicrophoneFailureReason>> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  permissions: 'denied',
  NotFoundError: 'not-found',
  OverconstrainedError: 'not-found',
  'not-found': 'not-found',
  constraints: 'not-found',
  NotSupportedError: 'unsupported',
  'undefined-mediadevices': 'unsupported',
};

/** Why the microphone failed, from the browser's error name or Daily's `camera-error` type. */
export const microphoneFailureReason = (nameOrType: string | undefined): MicrophoneFailureReason =>
  REASONS[nameOrType ?? ''] ?? 'in-use';

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
    throw namedError('NotSupportedError', 'No getUserMedia here.');
  }
  const stream = await mediaDevices.getUserMedia({
    audio: deviceId ? { deviceId: { exact: deviceId } } : true,
  });
  const [track, ...others] = stream.getAudioTracks();
  for (const other of others) other.stop();
  if (!track) throw namedError('NotFoundError', 'No audio track.');
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
