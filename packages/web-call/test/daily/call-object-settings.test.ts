import { describe, expect, it } from 'vitest';
import {
  MAX_USER_DATA_LENGTH,
  toFactoryOptions,
  toSafeInputDevices,
  validateUserData,
} from '../../src/daily/call-object-settings';

describe('toFactoryOptions', () => {
  it('defaults to the microphone on and leaves the camera to the join (on only for a recorded call)', () => {
    const warnings: string[] = [];
    expect(toFactoryOptions({}, (w) => warnings.push(w))).toEqual({ audioSource: true });
    expect(warnings).toEqual([]);
  });

  it('keeps a device id or a track as the audio source', () => {
    expect(toFactoryOptions({ audioSource: 'mic-2' }, () => {}).audioSource).toBe('mic-2');
  });

  it('rewrites the two Chrome 140+ traps with a warning each', () => {
    const warnings: string[] = [];
    const options = toFactoryOptions(
      {
        audioSource: false,
        dailyConfig: { alwaysIncludeMicInPermissionPrompt: false, proxyUrl: 'https://p' },
      },
      (w) => warnings.push(w),
    );
    expect(options).toEqual({ audioSource: true, dailyConfig: { proxyUrl: 'https://p' } });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/audioSource: false.*Chrome 140/);
    expect(warnings[1]).toMatch(/alwaysIncludeMicInPermissionPrompt: false.*Chrome 140/);
  });

  it('keeps alwaysIncludeMicInPermissionPrompt: true', () => {
    const options = toFactoryOptions({ dailyConfig: { alwaysIncludeMicInPermissionPrompt: true } }, () => {});
    expect(options.dailyConfig).toEqual({ alwaysIncludeMicInPermissionPrompt: true });
  });
});

describe('toSafeInputDevices', () => {
  it('drops audioSource: false with a warning and leaves other changes alone', () => {
    const warnings: string[] = [];
    expect(toSafeInputDevices({ audioSource: false, audioDeviceId: 'x' }, (w) => warnings.push(w))).toEqual({
      audioDeviceId: 'x',
    });
    expect(toSafeInputDevices({ videoDeviceId: 'cam' }, (w) => warnings.push(w))).toEqual({
      videoDeviceId: 'cam',
    });
    expect(warnings).toHaveLength(1);
  });
});

describe('validateUserData', () => {
  it('accepts up to 4096 characters, measured like Daily (a string as is, anything else as JSON)', () => {
    expect(() => validateUserData('x'.repeat(MAX_USER_DATA_LENGTH))).not.toThrow();
    expect(() => validateUserData({ a: 'x'.repeat(MAX_USER_DATA_LENGTH - 8) })).not.toThrow();
    expect(() => validateUserData(undefined)).not.toThrow();
  });

  it('refuses 4097 characters and data that is not JSON-serialisable', () => {
    expect(() => validateUserData('x'.repeat(4097))).toThrow('userData is too large (4097 characters)');
    expect(() => validateUserData(null)).not.toThrow();
    expect(() => validateUserData({ a: 'x'.repeat(MAX_USER_DATA_LENGTH - 7) })).toThrow(RangeError);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => validateUserData(cyclic)).toThrow('userData must be JSON-serialisable.');
    expect(() => validateUserData(() => 1)).toThrow('userData must be JSON-serialisable.');
  });
});
