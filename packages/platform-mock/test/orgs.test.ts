import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

describe('org invitations', () => {
  it('accepts what the invite schema accepts: an empty list of emails invites no one', async () => {
    const { client } = createMockPlatform();
    const { data: orgs } = await client.GET('/org');
    const id = orgs?.[0]?.id ?? '';

    const empty = await client.POST('/org/{id}/invite', {
      params: { path: { id } },
      body: { emails: [], role: 'viewer' },
    });
    const custom = await client.POST('/org/{id}/invite', {
      params: { path: { id } },
      body: { emails: ['nurse@clinic.example'], role: 'org-front-desk' },
    });
    const { data: members } = await client.GET('/org/{id}/user', { params: { path: { id } } });

    expect(empty.response.status).toBe(201);
    expect(empty.data).toEqual([]);
    expect(custom.response.status).toBe(201);
    expect(members?.map((member) => member.email)).toContain('nurse@clinic.example');
  });

  it('still refuses what the schema refuses: no role', async () => {
    const { client } = createMockPlatform();
    const { data: orgs } = await client.GET('/org');

    await expect(
      client.POST('/org/{id}/invite', {
        params: { path: { id: orgs?.[0]?.id ?? '' } },
        body: { emails: ['nurse@clinic.example'] } as never,
      }),
    ).rejects.toMatchObject({ status: 400, body: { message: ['role should not be empty'] } });
  });
});
