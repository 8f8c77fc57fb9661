// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// A real production build (client and prerender bundles) with a secret VITE_ variable the site never reads, next
// to one it does: the read one must be in the output (so the test sees the environment at all), the secret nowhere.
const SECRET = 'leak-canary-7f3b9c2e';
const READ = 'asst-canary-41d8';
const siteDir = process.cwd();
const outDir = mkdtempSync(join(tmpdir(), 'site-env-leak-'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The two builds a clinic can deploy: the simulated demo, and the real one (a public key and an assistant). */
const BUILDS = [
  { name: 'simulated', env: {} },
  { name: 'keyed', env: { VITE_PLATFORM_PUBLIC_KEY: 'pk-canary-93a1' } },
] as const;

describe('the build with an extra VITE_ secret in the environment', () => {
  it.each(BUILDS)(
    '$name: emits no file containing it, while the variables the site reads are there',
    async ({ name, env }) => {
      const saved = { ...process.env };
      const out = join(outDir, name);
      Object.assign(process.env, env, { VITE_UNUSED_SECRET: SECRET, VITE_DEMO_ASSISTANT_ID: READ });
      try {
        const quiet = {
          root: siteDir,
          logLevel: 'silent' as const,
          configFile: join(siteDir, 'vite.config.ts'),
        };
        await build({ ...quiet, build: { outDir: join(out, 'client'), emptyOutDir: true } });
        await build({
          ...quiet,
          build: {
            outDir: join(out, 'ssr'),
            emptyOutDir: true,
            ssr: join(siteDir, 'src', 'entry-server.tsx'),
          },
        });
      } finally {
        process.env = saved;
      }
      const files = filesUnder(out);
      expect(files.length).toBeGreaterThan(10);
      const carrying = (marker: string) =>
        files
          .filter((file) => readFileSync(file).includes(Buffer.from(marker)))
          .map((file) => file.slice(out.length));
      expect(carrying(READ).length).toBeGreaterThan(0);
      for (const value of Object.values(env)) expect(carrying(value).length).toBeGreaterThan(0);
      expect(carrying(SECRET)).toEqual([]);
    },
    180_000,
  );
});
