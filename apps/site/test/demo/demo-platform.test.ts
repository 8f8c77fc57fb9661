import { WebCall } from '@clinic/web-call';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../src/config/parse-env';
import { demoModeOf, missingForRealDemo } from '../../src/demo/demo-mode';
import { realDemoPlatform } from '../../src/demo/real-demo-platform';
import { SIMULATED_PUBLIC_KEY, simulatedDemoPlatform } from '../../src/demo/simulated-demo-platform';
import type { Simulation } from '../../src/demo/simulation/simulation';

describe('demoModeOf', () => {
  const assistant = { VITE_DEMO_ASSISTANT_ID: 'asst_42' };

  it('builds the real demo only with a usable public key', () => {
    expect(demoModeOf(parseEnv({ VITE_PLATFORM_PUBLIC_KEY: 'pk_live_123', ...assistant }))).toBe('real');
    expect(demoModeOf(parseEnv({}))).toBe('simulated');
    expect(demoModeOf(parseEnv(assistant))).toBe('simulated');
    expect(demoModeOf(parseEnv({ VITE_PLATFORM_PUBLIC_KEY: '   ', ...assistant }))).toBe('simulated');
    // A pasted key with a space inside is ignored by parseEnv, so the build stays simulated.
    expect(demoModeOf(parseEnv({ VITE_PLATFORM_PUBLIC_KEY: 'pk live', ...assistant }))).toBe('simulated');
  });

  it('builds the real demo only with an assistant to call: a key alone would call the placeholder id', () => {
    const key = { VITE_PLATFORM_PUBLIC_KEY: 'pk_live_123' };
    expect(demoModeOf(parseEnv(key))).toBe('simulated');
    expect(demoModeOf(parseEnv({ ...key, VITE_DEMO_ASSISTANT_ID: '  ' }))).toBe('simulated');
    expect(demoModeOf(parseEnv({ ...key, VITE_DEMO_ASSISTANT_ID: 'asst 42' }))).toBe('simulated');
    expect(missingForRealDemo(parseEnv(key))).toEqual(['VITE_DEMO_ASSISTANT_ID']);
    expect(missingForRealDemo(parseEnv({}))).toEqual(['VITE_PLATFORM_PUBLIC_KEY', 'VITE_DEMO_ASSISTANT_ID']);
    expect(missingForRealDemo(parseEnv({ ...key, ...assistant }))).toEqual([]);
  });
});

describe('realDemoPlatform', () => {
  const env = parseEnv({
    VITE_PLATFORM_PUBLIC_KEY: 'pk_live_123',
    VITE_PLATFORM_BASE_URL: 'https://api.example.test/',
  });

  it('calls the configured platform with the public key, daily-js loading its bundle without eval', () => {
    const options = realDemoPlatform(env).webCallOptions({ language: () => 'en' });
    expect(options).toEqual({
      publicKey: 'pk_live_123',
      baseUrl: 'https://api.example.test',
      callObject: { dailyConfig: { avoidEval: true } },
    });
    // No seams replaced: the network and daily-js are the real ones.
    expect(options.fetch).toBeUndefined();
    expect(options.createCallObject).toBeUndefined();
  });

  it('reads the microphone permission through web-call, which never prompts', async () => {
    const query = vi.fn(async () => ({ state: 'denied' }));
    vi.stubGlobal('navigator', { ...globalThis.navigator, permissions: { query } });
    try {
      await expect(realDemoPlatform(env).microphonePermission?.()).resolves.toBe('denied');
      expect(query).toHaveBeenCalledWith({ name: 'microphone' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('preloads through the call (daily-js on demand)', async () => {
    const call = { preload: vi.fn(async () => {}) } as unknown as WebCall;
    await realDemoPlatform(env).preload(call);
    expect(call.preload).toHaveBeenCalledTimes(1);
  });

  it('refuses to build without a key', () => {
    expect(() => realDemoPlatform(parseEnv({}))).toThrow(/VITE_PLATFORM_PUBLIC_KEY/);
  });
});

describe('simulatedDemoPlatform', () => {
  const env = parseEnv({});

  function fakeSimulation() {
    const createSimulation = vi.fn(
      (): Simulation => ({
        fetch: vi.fn(async () => new Response('{}', { status: 201 })),
        createCallObject: vi.fn(() => {
          throw new Error('not in this test');
        }),
      }),
    );
    return { createSimulation, load: vi.fn(async () => ({ createSimulation })) };
  }

  it('loads nothing until the first request, then builds one simulation for the call', async () => {
    const { createSimulation, load } = fakeSimulation();
    const options = simulatedDemoPlatform(env, load).webCallOptions({ language: () => 'cs' });
    expect(options.publicKey).toBe(SIMULATED_PUBLIC_KEY);
    expect(load).not.toHaveBeenCalled();

    await options.fetch?.('https://api.vapi.ai/call/web', { method: 'POST' });
    await options.fetch?.('https://api.vapi.ai/call/web', { method: 'POST' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(createSimulation).toHaveBeenCalledTimes(1);
    const [{ baseUrl, sampleUrl }] = createSimulation.mock.calls[0] as unknown as [
      { baseUrl: string; sampleUrl: () => string | undefined },
    ];
    expect(baseUrl).toBe('https://api.vapi.ai');
    expect(sampleUrl()).toMatch(/sample-call-cs/);
  });

  it('gives WebCall seams for both the network and daily-js', () => {
    const options = simulatedDemoPlatform(env, fakeSimulation().load).webCallOptions({
      language: () => 'en',
    });
    expect(typeof options.fetch).toBe('function');
    expect(typeof options.createCallObject).toBe('function');
    // A recording plays: web-call must not ask for the microphone first, nor hint at a quiet one.
    expect(options.microphone).toBe('optional');
    expect(options.micSilence).toBe(false);
    expect(simulatedDemoPlatform(env, fakeSimulation().load).microphonePermission).toBeUndefined();
    expect(() => new WebCall(options)).not.toThrow();
  });

  it('preloads the simulation chunk and never rejects', async () => {
    const { load } = fakeSimulation();
    await simulatedDemoPlatform(env, load).preload({} as WebCall);
    expect(load).toHaveBeenCalledTimes(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    await expect(simulatedDemoPlatform(env, failing).preload({} as WebCall)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
