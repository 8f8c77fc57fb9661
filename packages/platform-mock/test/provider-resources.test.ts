import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

describe('provider resources through the typed client', () => {
  // The published document declares a required `content-type` header parameter here; the correction
  // drop-content-type-header removes it, so this call compiles with path parameters alone.
  it('creates one with no header argument, and reads it back under the same provider and name', async () => {
    const { client } = createMockPlatform();
    const path = { provider: 'cartesia', resourceName: 'pronunciation-dictionary' } as const;

    const created = await client.POST('/provider/{provider}/{resourceName}', { params: { path } });
    const listed = await client.GET('/provider/{provider}/{resourceName}', { params: { path } });

    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('content-type')).toContain('application/json');
    expect(JSON.stringify(listed.data)).toContain(String((created.data as { id?: string } | undefined)?.id));
  });
});
