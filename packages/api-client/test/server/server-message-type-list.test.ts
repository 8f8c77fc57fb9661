import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_MESSAGE_TYPES } from '../../src/server/server-message-type-list';

interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  enum?: string[];
}

const document = JSON.parse(
  readFileSync(new URL('../../../../openapi/published/platform-openapi.json', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, Schema> } };
const schemas = document.components.schemas;

it("lists exactly the types of the document's ServerMessage variants, in its order", () => {
  const variants = schemas.ServerMessage?.properties?.message?.oneOf ?? [];
  const types = variants.flatMap(
    ({ $ref }) => schemas[$ref?.split('/').pop() ?? '']?.properties?.type?.enum ?? [],
  );
  expect(variants).toHaveLength(29);
  expect(types).toEqual([...SERVER_MESSAGE_TYPES]);
});
