import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebCall, type WebCallOptions } from '../src/index';
import { createFakeMediaDevices } from '../src/testing/index';
import { countWebCalls, createHarness, flush, PUBLIC_KEY, WAIT } from './support';

// A page written in plain JavaScript, or reaching the API through `as any`: what it gives wrong gets a clear error
// where it gave it, or is ignored with a warning; nothing it gives spends a prompt or a platform call first, and
// the WebCall stays usable.

const target = { assistantId: 'asst_1' } as const;
/** Reaches the API the way untyped code does. */
const loose = <T>(value: unknown) => value as T;

let posts: ReturnType<typeof countWebCalls>;
afterEach(() => posts?.dispose());

/** Starts on a fresh harness and says what it cost: requests to the platform, microphone prompts, the failure. */
async function startWith(options: Partial<WebCallOptions>, startTarget: unknown, startOptions?: unknown) {
  const media = createFakeMediaDevices({ permission: 'prompt' });
  const harness = createHarness({ mediaDevices: media, ...options });
  posts?.dispose();
  posts = countWebCalls();
  const result = await harness.call.start(loose(startTarget), loose(startOptions));
  return {
    ...harness,
    result,
    posts: posts.count(),
    prompts: media.requests.length,
    failed: harness.recorder.of('call-start-failed') as { stage: string; error: Error }[],
  };
}

describe('a start that cannot work is refused before anything is asked', () => {
  it.each([
    [
      'two targets',
      { assistantId: 'a', squadId: 's' },
      undefined,
      /One target only: assistantId and squadId/,
    ],
    ['an id and an inline target', { assistantId: 'a', assistant: {} }, undefined, /One target only/],
    ['an array for an inline target', { assistant: [] }, undefined, /assistant must be an object/],
    [
      'overrides that are not an object',
      target,
      { assistantOverrides: 'x' },
      /assistantOverrides must be an object/,
    ],
  ])('%s', async (_, startTarget, startOptions, message) => {
    const { result, posts, prompts, failed, call } = await startWith({}, startTarget, startOptions);
    expect(result).toBeNull();
    expect({ posts, prompts }).toEqual({ posts: 0, prompts: 0 });
    expect(failed).toHaveLength(1);
    expect(failed[0]?.stage).toBe('input-validation');
    expect(failed[0]?.error.message).toMatch(message);
    expect(call.state).toBe('idle');
  });

  it('overrides that cannot go out as JSON: a circular one, a BigInt', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const assistantOverrides of [circular, { variableValues: { n: 1n } }]) {
      const { result, posts, prompts, failed } = await startWith({}, target, { assistantOverrides });
      expect(result).toBeNull();
      expect({ posts, prompts }).toEqual({ posts: 0, prompts: 0 });
      expect(failed[0]?.stage).toBe('input-validation');
      expect(failed[0]?.error.message).toMatch(/cannot be sent as JSON/);
    }
  });

  it('an isMobile that throws fails the validation, before the prompt and the platform', async () => {
    const isMobile = () => {
      throw new Error('no user agent here');
    };
    const { result, posts, prompts, failed } = await startWith({ isMobile }, target);
    expect(result).toBeNull();
    expect({ posts, prompts }).toEqual({ posts: 0, prompts: 0 });
    expect(failed[0]).toMatchObject({ stage: 'input-validation', error: { message: 'no user agent here' } });
  });

  it('userData too large for Daily: refused with the target', async () => {
    const { result, posts, prompts, failed } = await startWith(
      { callObject: { userData: 'x'.repeat(5000) } },
      target,
    );
    expect(result).toBeNull();
    expect({ posts, prompts }).toEqual({ posts: 0, prompts: 0 });
    expect(failed[0]?.stage).toBe('input-validation');
  });
});

describe('settings that cannot work are ignored, with a warning', () => {
  it.each([
    ['clock', { clock: loose<WebCallOptions['clock']>({}) }],
    ['isMobile', { isMobile: loose<() => boolean>('yes') }],
    ['createCallObject', { createCallObject: loose<WebCallOptions['createCallObject']>(5) }],
    ['fetch', { fetch: loose<typeof fetch>(1) }],
  ])('%s: the call starts on the default', async (name, options) => {
    const harness = createHarness();
    // The fake call objects stay: only the setting under test is given wrong.
    const createCallObject = name === 'createCallObject' ? undefined : harness.factory.createCallObject;
    const warnings: unknown[][] = [];
    const call = new WebCall({
      publicKey: PUBLIC_KEY,
      mediaDevices: createFakeMediaDevices(),
      logger: { warn: (...args) => warnings.push(args) },
      isMobile: () => false,
      createCallObject,
      ...options,
    });
    expect(warnings.map(([message]) => message)).toEqual([expect.stringContaining(`${name} ignored`)]);
    if (name === 'createCallObject') return;
    expect(await call.start(target)).not.toBeNull();
    await call.stop();
  });

  it('a logger without warn: console takes its place, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => new WebCall({ publicKey: PUBLIC_KEY, logger: loose({}) })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logger ignored'));
    warn.mockClear();
    // console itself, given as the logger, is a logger.
    new WebCall({ publicKey: PUBLIC_KEY, logger: console });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a baseUrl that is neither an http(s) URL nor a path from the root throws, naming it: the key would go wherever it points', () => {
    // `//host` and `/\\host` are read by browsers as another host: the key would leave the page's origin.
    for (const baseUrl of ['not a url', 'api', 'ftp://example.org', 5, '//evil.example', '/\\evil.example']) {
      expect(() => new WebCall({ publicKey: PUBLIC_KEY, baseUrl: loose(baseUrl) })).toThrow(
        /baseUrl must be an http\(s\) URL or a path from the page's root/,
      );
    }
    // A same-origin proxy is a path; a scheme may be written in capitals.
    for (const baseUrl of ['http://127.0.0.1:4010', 'HTTPS://API.EXAMPLE.ORG/v1', '/vapi', '/']) {
      expect(() => new WebCall({ publicKey: PUBLIC_KEY, baseUrl })).not.toThrow();
    }
  });

  it('options given through a prototype reach the call, as they did before any option was checked', async () => {
    const harness = createHarness();
    const inherited = Object.create({
      publicKey: PUBLIC_KEY,
      createCallObject: harness.factory.createCallObject,
      isMobile: () => false,
      mediaDevices: createFakeMediaDevices(),
    }) as WebCallOptions;
    const call = new WebCall(inherited);
    expect(await call.start(target)).not.toBeNull();
    await call.stop();
  });
});

describe('calls with the wrong kind of value throw where they are made', () => {
  it('setMuted with a string, say with a number, send without a type', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    expect(() => call.setMuted(loose('false'))).toThrow(/setMuted\(\) takes true or false/);
    expect(call.isMuted()).toBe(false);
    expect(call.getSnapshot().muted).toBe(false);
    expect(() => call.say(loose(123))).toThrow('say() needs a non-empty text.');
    for (const message of [undefined, null, 'x', {}]) {
      expect(() => call.send(loose(message))).toThrow(/send\(\) needs a message with a string type/);
    }
    expect(factory.last?.sentAppMessages).toEqual([]);
    await call.stop();
  });

  it('a listener that is not a function, on on, once and subscribe', () => {
    const { call } = createHarness();
    expect(() => call.on('error', loose(null))).toThrow(/A listener must be a function, not object/);
    expect(() => call.once('call-end', loose('x'))).toThrow(TypeError);
    expect(() => call.subscribe(loose(undefined))).toThrow(TypeError);
  });

  it('a device id that is not a string, even while the browser hides its devices', async () => {
    const media = createFakeMediaDevices({ permission: 'prompt' });
    const { call } = createHarness({ mediaDevices: media });
    await expect(call.setInputDevice(loose({}))).rejects.toThrow(/A device id is a string, not object/);
    await expect(call.setOutputDevice(loose(5))).rejects.toThrow(TypeError);
    // The refused object is not taken for an app's own track: the next start asks for the microphone.
    await call.start(target);
    expect(media.requests).toEqual([{ audio: true }]);
    await call.stop();
  });
});

describe('an odd page', () => {
  it('a teardown step that throws (a polyfill) still ends the call and frees the page', async () => {
    const media = createFakeMediaDevices();
    const { call, warnings } = createHarness({ mediaDevices: media });
    await call.start(target);
    media.removeEventListener = () => {
      throw new Error('polyfill');
    };
    await call.stop();
    expect(call.state).toBe('idle');
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
    expect(warnings).toEqual([
      ['Removing a listener failed.', expect.objectContaining({ message: 'polyfill' })],
    ]);
    const next = createHarness();
    expect(await next.call.start(target)).not.toBeNull();
    await next.call.stop();
  });

  it('a document without <body>: the assistant plays from the root', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    const body = document.body;
    body.remove();
    try {
      factory.last?.emitTrackStarted();
      expect(recorder.of('remote-audio-start')).toHaveLength(1);
      expect(call.getRemoteAudio()[0]?.element.isConnected).toBe(true);
    } finally {
      document.documentElement.append(body);
    }
    await call.stop();
  });

  it('a play() that throws a refusal instead of rejecting is an autoplay refusal', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(recorder.of('audio-blocked')).toHaveLength(1), WAIT);
    play.mockRestore();
    await call.stop();
  });

  it('a call object that throws while the microphone is given back after a processor failure: warned, nothing unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const { call, factory, warnings } = createHarness();
    await call.start(target);
    const fake = factory.last;
    if (!fake) throw new Error('no call object');
    fake.setLocalAudio = () => {
      throw new Error('gone');
    };
    fake.failNoiseCancellation();
    await flush(10);
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    expect(warnings.some(([message]) => String(message).includes('Giving the microphone back'))).toBe(true);
    await call.stop();
  });
});
