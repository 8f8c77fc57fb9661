import type { DailyAdvancedConfig, DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';

/** Daily's own limit; a larger userData makes `createCallObject` throw and leave a broken instance behind. */
export const MAX_USER_DATA_LENGTH = 4096;

/** The call-object options a `WebCall` passes through to Daily. */
export interface CallObjectSettings {
  /** Microphone: a device id, a track, or `true` (default). `false` is rewritten to `true` (Chrome 140+). */
  readonly audioSource?: string | boolean | MediaStreamTrack;
  /** Camera for a recorded call (Daily's default camera unless set); it is off unless the call records video. */
  readonly videoSource?: string | boolean | MediaStreamTrack;
  readonly startAudioOff?: boolean;
  readonly userName?: string;
  /** JSON-serialisable, at most 4096 characters once serialised. */
  readonly userData?: unknown;
  readonly dailyConfig?: Pick<
    DailyAdvancedConfig,
    'avoidEval' | 'alwaysIncludeMicInPermissionPrompt' | 'proxyUrl'
  >;
}

/** Input devices as `setInputDevicesAsync` takes them. */
export type InputDevices = Parameters<DailyCall['setInputDevicesAsync']>[0];

/** Warns that a setting that switches the microphone off was dropped: Chrome 140+ then fails to prompt for it. */
const chrome140 = (warn: (message: string) => void, setting: string) =>
  warn(`${setting}: false ignored: it breaks microphone prompts in Chrome 140+ (use setMuted).`);

/**
 * Builds Daily's factory options, without the two settings that switch the microphone off at creation. Throws
 * when `userData` is not fit for Daily (see `validateUserData`).
 */
export function toFactoryOptions(
  settings: CallObjectSettings,
  warn: (message: string) => void,
): DailyFactoryOptions {
  validateUserData(settings.userData);
  const { audioSource = true, dailyConfig, ...rest } = settings;
  if (audioSource === false) chrome140(warn, 'audioSource');
  // No `videoSource: false`: a call that records video turns the camera on at the join.
  const options: DailyFactoryOptions = { ...rest, audioSource: audioSource || true };
  if (dailyConfig) {
    const { alwaysIncludeMicInPermissionPrompt: prompt, ...config } = dailyConfig;
    if (prompt === false) chrome140(warn, 'alwaysIncludeMicInPermissionPrompt');
    options.dailyConfig = prompt === false ? config : dailyConfig;
  }
  return options;
}

/** Drops `audioSource: false` from a device change, with a warning, for the same Chrome 140+ reason. */
export function toSafeInputDevices(devices: InputDevices, warn: (message: string) => void): InputDevices {
  const { audioSource, ...rest } = devices;
  if (audioSource !== false) return devices;
  chrome140(warn, 'audioSource');
  return rest;
}

/** Throws when `userData` is not JSON-serialisable or too large for Daily (checked before Daily sees it). */
export function validateUserData(userData: unknown): void {
  let serialised: string | undefined;
  try {
    // Daily measures a string as is and anything else as its JSON.
    serialised = typeof userData === 'string' ? userData : JSON.stringify(userData);
  } catch {
    // Cyclic: reported below like any other value without a JSON form.
  }
  if (serialised === undefined) {
    if (userData !== undefined) throw new TypeError('userData must be JSON-serialisable.');
  } else if (serialised.length > MAX_USER_DATA_LENGTH) {
    throw new RangeError(
      `userData is too large (${serialised.length} characters), at most ${MAX_USER_DATA_LENGTH} allowed.`,
    );
  }
}
