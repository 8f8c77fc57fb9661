import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

type Client = ReturnType<typeof createMockPlatform>['client'];

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

async function upload(client: Client, name: string, type: string, text = 'Opening hours: 8–16') {
  const form = new FormData();
  form.append('file', new File([text], name, { type }));
  const { data } = await client.POST('/file', { body: form });
  if (!data) throw new Error('no file');
  return data.id;
}

async function baseWithFile(type = 'text/plain', name = 'hours.txt') {
  const mock = createMockPlatform();
  const { data: base } = await mock.client.POST('/v2/knowledge-base', { body: { name: 'Clinic FAQ' } });
  if (!base) throw new Error('no knowledge base');
  const fileId = await upload(mock.client, name, type);
  const { data: attached, response } = await mock.client.POST('/v2/knowledge-base/{id}/file', {
    params: { path: { id: base.id } },
    body: { fileId },
  });
  expect(response.status).toBe(201);
  if (!attached) throw new Error('not attached');
  return { ...mock, base, fileId, attached };
}

describe('v2 knowledge bases with files', () => {
  it('attach an uploaded file with its name, type and size, indexing at first and ready when read again', async () => {
    const { client, base, fileId, attached } = await baseWithFile();

    const { data } = await client.GET('/v2/knowledge-base/{id}', { params: { path: { id: base.id } } });

    expect(attached).toMatchObject({
      knowledgeBaseV2Id: base.id,
      fileId,
      fileName: 'hours.txt',
      mimetype: 'text/plain',
      status: 'indexing',
    });
    expect(attached.bytes).toBeGreaterThan(0);
    expect(data?.files).toEqual([expect.objectContaining({ id: attached.id, status: 'ready' })]);
    expect(data?.toolId).toEqual(expect.any(String));
  });

  it('refuse a file that was never uploaded, and the same file twice', async () => {
    const { client, base, fileId } = await baseWithFile();
    const path = { path: { id: base.id } };

    await expect(
      client.POST('/v2/knowledge-base/{id}/file', { params: path, body: { fileId: UNKNOWN_ID } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.POST('/v2/knowledge-base/{id}/file', { params: path, body: { fileId } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('detaching a file removes it from the base and from its file list, and leaves the upload', async () => {
    const { client, base, fileId, attached } = await baseWithFile();
    // `{fileId}` is the uploaded file's id, as its name says, not the attachment's.
    const path = { path: { id: base.id, fileId } };

    const detached = await client.DELETE('/v2/knowledge-base/{id}/file/{fileId}', { params: path });
    const read = await client.GET('/v2/knowledge-base/{id}', { params: { path: { id: base.id } } });
    const files = await client.GET('/v2/knowledge-base/{id}/file', { params: { path: { id: base.id } } });
    const upload = await client.GET('/file/{id}', { params: { path: { id: fileId } } });

    expect(detached.data?.id).toBe(attached.id);
    expect(read.data?.files).toEqual([]);
    expect(files.data).toEqual([]);
    expect(upload.response.status).toBe(200);
    await expect(
      client.DELETE('/v2/knowledge-base/{id}/file/{fileId}', { params: path }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a file no index can read fails, and retrying it indexes it again', async () => {
    const { client, base, fileId } = await baseWithFile('audio/wav', 'voicemail.wav');
    const path = { path: { id: base.id, fileId } };

    const files = await client.GET('/v2/knowledge-base/{id}/file', { params: { path: { id: base.id } } });
    const retried = await client.POST('/v2/knowledge-base/{id}/file/{fileId}/retry', { params: path });

    expect(files.data?.map((file) => file.status)).toEqual(['failed']);
    expect(retried.response.status).toBe(201);
    expect(retried.data?.status).toBe('indexing');
  });

  it('retrying a file that did not fail is refused with the status it has', async () => {
    const { client, base, fileId } = await baseWithFile();
    const path = { path: { id: base.id, fileId } };

    await expect(
      client.POST('/v2/knowledge-base/{id}/file/{fileId}/retry', { params: path }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('ready') },
    });
  });

  it('the file routes take the file id: the attachment id, or the file of another base, is not found', async () => {
    const { client, base, fileId, attached } = await baseWithFile();
    const { data: other } = await client.POST('/v2/knowledge-base', { body: { name: 'Other' } });

    await expect(
      client.DELETE('/v2/knowledge-base/{id}/file/{fileId}', {
        params: { path: { id: base.id, fileId: attached.id } },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.DELETE('/v2/knowledge-base/{id}/file/{fileId}', {
        params: { path: { id: other?.id ?? '', fileId } },
      }),
    ).rejects.toMatchObject({ status: 404 });
    const detached = await client.DELETE('/v2/knowledge-base/{id}/file/{fileId}', {
      params: { path: { id: base.id, fileId } },
    });
    expect(detached.data).toMatchObject({ id: attached.id, fileId });
  });

  it('deleting a base detaches its files and removes its query tool', async () => {
    const { client, store, base } = await baseWithFile();
    const { data: read } = await client.GET('/v2/knowledge-base/{id}', { params: { path: { id: base.id } } });

    await client.DELETE('/v2/knowledge-base/{id}', { params: { path: { id: base.id } } });

    expect(store.list('knowledge-base-file')).toEqual([]);
    await expect(
      client.GET('/v2/knowledge-base/{id}/file', { params: { path: { id: base.id } } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.GET('/tool/{id}', { params: { path: { id: String(read?.toolId) } } }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
