import type { DailyAdvancedConfig, DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';

/** Daily's own limit; a larger userData makes `createCallObject` throw and leave a broken instance behind. */
export const MAX_USER_DATA_LENGTH = 4096;

/** The call-object options a `WebCall` passes through to Daily. */
export interface CallObjectSettings {
  /** Microphone: a device id, a track, or `true` (default). `false` is rewritten to `true` (Chrome 140+). */
  readonly audioSource?: string | boolean | MediaStreamTrack;
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

const CHROME_140 = 'It breaks microphone permission prompts in Chrome 140 and later.';

/**
 * Builds Daily's factory options. The two settings that switch the microphone off at creation are rewritten,
 * with a warning: Chrome 140+ then fails to ask for the microphone later in the call.
 */
export function toFactoryOptions(
  settings: CallObjectSettings,
  warn: (message: string) => void,
): DailyFactoryOptions {
  const { dailyConfig, audioSource, ...rest } = settings;
  const options: DailyFactoryOptions = {
    ...rest,
    audioSource: audioSource ?? true,
    videoSource: settings.videoSource ?? false,
  };
  if (audioSource === false) {
    warn(`audioSource: false was replaced by true. ${CHROME_140} Use setMuted(true) to start muted.`);
    options.audioSource = true;
  }
  if (dailyConfig) {
    const { alwaysIncludeMicInPermissionPrompt, ...config } = dailyConfig;
    if (alwaysIncludeMicInPermissionPrompt === false) {
      warn(`alwaysIncludeMicInPermissionPrompt: false was removed. ${CHROME_140}`);
      options.dailyConfig = config;
    } else {
      options.dailyConfig = dailyConfig;
    }
  }
  return options;
}

/** Drops `audioSource: false` from a device change, with a warning, for the same Chrome 140+ reason. */
export function toSafeInputDevices(devices: InputDevices, warn: (message: string) => void): InputDevices {
  if (devices.audioSource !== false) return devices;
  const { audioSource: _dropped, ...rest } = devices;
  warn(`setInputDevicesAsync({ audioSource: false }) keeps the current microphone. ${CHROME_140}`);
  return rest;
}

/** Throws when `userData` is not JSON-serialisable or too large for Daily (checked before Daily sees it). */
export function validateUserData(userData: unknown): void {
  if (userData === undefined) return;
  // Daily measures a string as is and anything else as its JSON.
  let serialised: string | undefined;
  try {
    serialised = typeof userData === 'string' ? userData : JSON.stringify(userData);
  } catch (error) {
    throw new TypeError('userData must be JSON-serialisable.', { cause: error });
  }
  if (serialised === undefined) throw new TypeError('userData must be JSON-serialisable.');
  if (serialised.length > MAX_USER_DATA_LENGTH) {
    throw new RangeError(
      `userData is too large (${serialised.length} characters); Daily allows at most ${MAX_USER_DATA_LENGTH}.`,
    );
  }
}
