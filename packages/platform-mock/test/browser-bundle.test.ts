import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a page gives a script: web APIs, and none of Node's (no require, process, Buffer, modules). */
function browserLikeGlobals() {
  const names = [
    'Request',
    'Response',
    'Headers',
    'URL',
    'URLSearchParams',
    'FormData',
    'Blob',
    'File',
    'TextEncoder',
    'TextDecoder',
    'ReadableStream',
    'WritableStream',
    'TransformStream',
    'AbortController',
    'AbortSignal',
    'EventTarget',
    'Event',
    'BroadcastChannel',
    'structuredClone',
    'queueMicrotask',
    'setTimeout',
    'clearTimeout',
    'console',
    'crypto',
  ] as const;
  const globals: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, globalThis[name]]));
  // msw keeps cookies in localStorage when it detects a browser; every page has one.
  const storage = new Map<string, string>();
  globals.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, String(value)),
    removeItem: (key: string) => storage.delete(key),
    clear: () => storage.clear(),
  };
  globals.self = globals;
  globals.window = globals;
  return globals;
}

async function bundle(contents: string, format: 'esm' | 'iife') {
  return build({
    stdin: { contents, resolveDir: packageRoot, loader: 'ts', sourcefile: 'consumer.ts' },
    bundle: true,
    platform: 'browser',
    format,
    globalName: format === 'iife' ? 'bundle' : undefined,
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

function nodeInputs(metafile: Metafile): string[] {
  return Object.values(metafile.inputs).flatMap((input) =>
    input.imports
      .filter((imported) => imported.path.startsWith('node:') || imported.external)
      .map((i) => i.path),
  );
}

describe('the ./msw entry in a browser bundle', () => {
  it('bundles for platform "browser" with no Node built-in and nothing left external', async () => {
    const result = await bundle("export * from './src/msw/index.ts';", 'esm');

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(nodeInputs(result.metafile)).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    for (const file of ['src/msw/platform-mock.ts', 'src/request-validator.ts']) {
      expect(inputs.some((input) => input.endsWith(file))).toBe(true);
    }
  });

  it('runs in a context with only web APIs and answers through getResponse', async () => {
    const result = await bundle(
      "export { createPlatformHandlers } from './src/msw/index.ts'; export { getResponse } from 'msw';",
      'iife',
    );
    const context = vm.createContext(browserLikeGlobals());
    vm.runInContext(result.outputFiles[0]?.text ?? '', context);
    const { createPlatformHandlers, getResponse } = context.bundle as {
      createPlatformHandlers: (options: { baseUrl: string }) => unknown[];
      getResponse: (handlers: unknown[], request: Request) => Promise<Response | undefined>;
    };
    expect(vm.runInContext('typeof process + typeof require + typeof Buffer', context)).toBe(
      'undefinedundefinedundefined',
    );

    const handlers = createPlatformHandlers({ baseUrl: 'https://api.vapi.ai' });
    const response = await getResponse(
      handlers,
      new Request('https://api.vapi.ai/call/web', {
        method: 'POST',
        headers: { Authorization: 'Bearer public-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ assistantId: 'demo-assistant' }),
      }),
    );

    expect(response?.status).toBe(201);
    const call = await response?.json();
    expect(call).toMatchObject({ type: 'webCall', assistantId: 'demo-assistant' });
    expect(call.webCallUrl).toMatch(/^https:\/\/[\w-]+\.daily\.co\/[\w-]+$/);
  });

  it('answers in-page through platform.fetch, validating against the document', async () => {
    const result = await bundle("export { createPlatformMock } from './src/index.ts';", 'iife');
    const context = vm.createContext(browserLikeGlobals());
    vm.runInContext(result.outputFiles[0]?.text ?? '', context);
    const { createPlatformMock } = context.bundle as {
      createPlatformMock: (options: { baseUrl: string }) => { fetch: typeof fetch };
    };
    const platform = createPlatformMock({ baseUrl: 'https://api.vapi.ai' });
    const post = (body: unknown) =>
      platform.fetch('https://api.vapi.ai/assistant', {
        method: 'POST',
        headers: { Authorization: 'Bearer public-key', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect((await post({ name: 'Reception' })).status).toBe(201);
    const refused = await post({ name: 1 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toEqual(['name must be a string']);
  });
});
