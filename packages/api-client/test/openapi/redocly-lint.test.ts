import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintPlatformDocument } from '../../../../scripts/openapi/lint.mjs';
import { copyOpenapi } from './fixtures';

describe("Redocly's lint of the bundled document", () => {
  it('finds nothing to report', async () => {
    expect(await lintPlatformDocument()).toEqual([]);
  }, 30_000);

  it('reports a broken document, naming the rule and the file', async () => {
    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'overlay', 'paths', 'workflow.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(
        file,
        text.replace('operationId: createWorkflow', 'operationId: AssistantController_create'),
      );
      const problems = await lintPlatformDocument({ dir });
      expect(problems).toContainEqual(
        expect.stringMatching(/^error operation-operationId-unique at #\/paths\/~1workflow\/post/),
      );
    } finally {
      await dispose();
    }
  }, 30_000);
});
