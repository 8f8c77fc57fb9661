import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

function fileForm(fields: Record<string, string>, file: File | null = new File(['8–16'], 'hours.txt')) {
  const form = new FormData();
  if (file) form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('multipart bodies are checked against their form schema', () => {
  it('stores a file whose fields the schema accepts', async () => {
    const { client } = createMockPlatform();
    const { data, response } = await client.POST('/file', {
      body: fileForm({ purpose: 'knowledge-base-v2' }),
    });

    expect(response.status).toBe(201);
    expect(data).toMatchObject({ name: 'hours.txt' });
  });

  it('refuses an unknown purpose, a missing file and an unknown field, naming each, and stores nothing', async () => {
    const { client } = createMockPlatform();
    const refusals = [
      [fileForm({ purpose: 'billing' }), /purpose must be one of the following values/],
      [fileForm({ purpose: 'assistant' }, null), /file/],
      [fileForm({ colour: 'blue' }), /property colour should not exist/],
    ] as const;

    for (const [form, message] of refusals) {
      await expect(client.POST('/file', { body: form })).rejects.toMatchObject({
        status: 400,
        body: { message: expect.arrayContaining([expect.stringMatching(message)]) },
      });
    }
    const { data } = await client.GET('/file', { params: { query: { purpose: 'assistant' } } });
    expect(data).toEqual([]);
  });
});
