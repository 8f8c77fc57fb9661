import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

describe('credentials never answer the secrets the platform does not return', () => {
  it('leaves out a provider key on create, read, list, update and delete', async () => {
    const { client } = createMockPlatform();

    const created = await client.POST('/credential', {
      body: { provider: 'deepgram', apiKey: 'dg-secret-1', name: 'Transcription' },
    });
    const id = created.data?.id ?? '';
    const read = await client.GET('/credential/{id}', { params: { path: { id } } });
    const listed = await client.GET('/credential');
    const updated = await client.PATCH('/credential/{id}', {
      params: { path: { id } },
      body: { provider: 'deepgram', apiKey: 'dg-secret-2', name: 'Rotated' },
    });
    const deleted = await client.DELETE('/credential/{id}', { params: { path: { id } } });

    const answers = [created.data, read.data, ...(listed.data ?? []), updated.data, deleted.data];
    expect(answers).toHaveLength(5);
    for (const answer of answers) {
      expect(answer).toMatchObject({ id, provider: 'deepgram' });
      expect(JSON.stringify(answer)).not.toContain('dg-secret');
    }
    expect(updated.data).toMatchObject({ name: 'Rotated' });
  });

  it("answers the credential's own secret fields masked, since its response schema requires them", async () => {
    const { client } = createMockPlatform();

    const { data: created } = await client.POST('/credential', {
      body: { provider: 'deepgram', apiKey: 'dg-0123456789-abcd', name: 'Transcription' },
    });
    const { data: listed } = await client.GET('/credential');

    expect(created).toMatchObject({ apiKey: '****abcd' });
    expect(listed?.[0]).toMatchObject({ apiKey: '****abcd' });
  });

  it('leaves out secrets inside plans, and keeps the non-secret fields beside them', async () => {
    const { client } = createMockPlatform();

    const s3 = await client.POST('/credential', {
      body: {
        provider: 's3',
        awsAccessKeyId: 'AKIA-MOCK',
        awsSecretAccessKey: 'aws-secret',
        region: 'eu-central-1',
        s3BucketName: 'recordings',
        s3PathPrefix: 'clinic/',
      },
    });
    const trunk = await client.POST('/credential', {
      body: {
        provider: 'byo-sip-trunk',
        gateways: [{ ip: '192.0.2.10' }],
        outboundAuthenticationPlan: { authUsername: 'clinic', authPassword: 'sip-secret' },
      },
    });

    expect(s3.data).toMatchObject({ region: 'eu-central-1', s3BucketName: 'recordings' });
    expect(s3.data).toMatchObject({ awsSecretAccessKey: '****', awsAccessKeyId: '****' });
    expect(trunk.data).toMatchObject({ outboundAuthenticationPlan: { authUsername: 'clinic' } });
    expect(JSON.stringify(trunk.data)).not.toContain('sip-secret');
  });

  it('keeps an HMAC signing secret, which the platform does return (runCall signs with it)', async () => {
    const { client } = createMockPlatform();

    const { data } = await client.POST('/credential', {
      body: {
        provider: 'webhook',
        authenticationPlan: { type: 'hmac', secretKey: 'shared-hmac', algorithm: 'sha256' },
      },
    });

    expect(data).toMatchObject({ authenticationPlan: { type: 'hmac', secretKey: 'shared-hmac' } });
  });
});
