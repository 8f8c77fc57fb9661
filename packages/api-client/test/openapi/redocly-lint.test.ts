import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintPlatformDocument } from '../../scripts/lint-platform-document.mjs';
import { copyOpenapi } from './fixtures';

describe("Redocly's lint of openapi/", () => {
  it('finds nothing to report', async () => {
    expect(await lintPlatformDocument()).toEqual([]);
  }, 30_000);

  it('reports a broken document, naming the rule and the file', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'paths', 'squad.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('operationId: createSquad', 'operationId: createAssistant'));
      const problems = await lintPlatformDocument({ dir });
      expect(problems).toContainEqual(
        expect.stringMatching(/^error operation-operationId-unique in paths[/\\]/),
      );
    } finally {
      await dispose();
    }
  }, 30_000);
});
