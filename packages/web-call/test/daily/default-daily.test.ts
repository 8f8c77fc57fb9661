import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createFakeCallObject } from '../../src/testing/index';

const { createCallObject } = vi.hoisted(() => ({ createCallObject: vi.fn() }));
vi.mock('@daily-co/daily-js', () => ({ default: { createCallObject, getCallInstance: () => undefined } }));

const { WebCall } = await import('../../src/index');

describe('WebCall without createCallObject', () => {
  it('creates its call object through daily-js, loaded on demand', async () => {
    createCallObject.mockImplementation(() => createFakeCallObject());
    const call = new WebCall({ publicKey: 'pk', isMobile: () => false, logger: { warn: () => {} } });
    await call.preload();
    expect(createCallObject).not.toHaveBeenCalled();
    expect(await call.start({ assistantId: 'asst_1' })).not.toBeNull();
    expect(createCallObject).toHaveBeenCalledWith({ audioSource: true });
    await call.stop();
  });
});

describe('the daily-js import', () => {
  it('is a value import in load-daily.ts only; everything else imports types', () => {
    const root = join(__dirname, '../../src');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const valueImports = files.filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return /import\s*\(\s*'@daily-co\/daily-js'\s*\)|import\s+(?!type\b)[^;]*from\s+'@daily-co\/daily-js'/.test(
        source,
      );
    });
    expect(valueImports.map((f) => relative('.', f))).toEqual(['daily/load-daily.ts']);
    const loader = readFileSync(join(root, 'daily/load-daily.ts'), 'utf8');
    expect(loader).not.toMatch(/^import\s+(?!type\b).*'@daily-co\/daily-js'/m);
  });
});
