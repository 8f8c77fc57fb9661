import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';
import { loadDocumentOperations } from './operations-list';

const STARTED = '2026-11-02T09:00:00.000Z';
const ENDED = '2026-11-02T09:00:42.000Z';

function endedCalls(overrides: Record<string, unknown>[] = [{}]) {
  const mock = createMockPlatform();
  const calls = mock.platform.seed(
    '/call',
    overrides.map((fields) => ({
      type: 'outboundPhoneCall',
      status: 'ended',
      endedReason: 'customer-ended-call',
      startedAt: STARTED,
      endedAt: ENDED,
      messages: [
        { role: 'bot', message: 'Good morning, Smile Dental.', secondsFromStart: 0.5 },
        { role: 'user', message: 'I would like a cleaning next week.', secondsFromStart: 3 },
      ],
      ...fields,
    })),
  );
  return { ...mock, calls };
}

/** The fields of a WAV header and its 16-bit samples, one array per channel. */
function readWav(bytes: ArrayBuffer) {
  const view = new DataView(bytes);
  const ascii = (offset: number) => String.fromCharCode(...new Uint8Array(bytes, offset, 4));
  const channels = view.getUint16(22, true);
  const dataBytes = view.getUint32(40, true);
  const samples = Array.from({ length: channels }, () => [] as number[]);
  for (let offset = 44; offset < 44 + dataBytes; offset += 2) {
    samples[((offset - 44) / 2) % channels]?.push(view.getInt16(offset, true));
  }
  return {
    riff: ascii(0),
    wave: ascii(8),
    format: view.getUint16(20, true),
    channels,
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
    size: view.getUint32(4, true) + 8,
    samples,
  };
}

type DownloadPath =
  | '/call/{id}/mono-recording'
  | '/call/{id}/stereo-recording'
  | '/call/{id}/customer-recording'
  | '/call/{id}/assistant-recording'
  | '/call/{id}/video-recording'
  | '/call/{id}/pcap'
  | '/call/{id}/call-logs';

async function download(
  client: ReturnType<typeof createMockPlatform>['client'],
  path: DownloadPath,
  id: string,
) {
  const { data, response } = await client.GET(path, { params: { path: { id } }, parseAs: 'arrayBuffer' });
  return { bytes: data ?? new ArrayBuffer(0), response };
}

describe('call recording and log downloads', () => {
  it('a mono recording is a 16-bit PCM WAV at 8 kHz of a mixed signal', async () => {
    const { client, calls } = endedCalls();

    const { bytes, response } = await download(client, '/call/{id}/mono-recording', calls[0]?.id ?? '');
    const wav = readWav(bytes);

    expect(response.headers.get('Content-Type')).toBe('audio/wav');
    expect(response.headers.get('Content-Disposition')).toContain('.wav');
    expect(wav).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 16,
    });
    expect(wav.size).toBe(bytes.byteLength);
    expect(wav.samples[0]?.length).toBe(8000);
    expect(Math.max(...(wav.samples[0] ?? []))).toBeGreaterThan(1000);
  });

  it('a stereo recording has the customer on the left and the assistant on the right, as their own recordings', async () => {
    const { client, calls } = endedCalls();
    const id = calls[0]?.id ?? '';

    const stereo = readWav((await download(client, '/call/{id}/stereo-recording', id)).bytes);
    const customer = readWav((await download(client, '/call/{id}/customer-recording', id)).bytes);
    const assistant = readWav((await download(client, '/call/{id}/assistant-recording', id)).bytes);

    expect(stereo.channels).toBe(2);
    expect(stereo.samples[0]).toEqual(customer.samples[0]);
    expect(stereo.samples[1]).toEqual(assistant.samples[0]);
    expect(customer.samples[0]).not.toEqual(assistant.samples[0]);
  });

  it('the call logs are gzipped JSON lines from the start through each message to the end', async () => {
    const { client, calls } = endedCalls();

    const { bytes, response } = await download(client, '/call/{id}/call-logs', calls[0]?.id ?? '');
    const text = await new Response(
      new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

    expect(response.headers.get('Content-Type')).toBe('application/gzip');
    expect(response.headers.get('Content-Disposition')).toContain('.jsonl.gz');
    expect(lines.map((line) => line.event)).toEqual(['call.started', 'message', 'message', 'call.ended']);
    expect(lines[2]).toMatchObject({
      role: 'user',
      message: 'I would like a cleaning next week.',
      time: '2026-11-02T09:00:03.000Z',
    });
    expect(lines[3]).toMatchObject({ endedReason: 'customer-ended-call', time: ENDED });
  });

  it('a phone call has a packet capture; a video-enabled web call has an MP4', async () => {
    const { client, calls } = endedCalls([
      {},
      { type: 'webCall', artifactPlan: { videoRecordingEnabled: true } },
    ]);

    const pcap = await download(client, '/call/{id}/pcap', calls[0]?.id ?? '');
    const video = await download(client, '/call/{id}/video-recording', calls[1]?.id ?? '');

    expect(pcap.response.headers.get('Content-Type')).toBe('application/vnd.tcpdump.pcap');
    expect(new DataView(pcap.bytes).getUint32(0, true)).toBe(0xa1b2c3d4);
    expect(video.response.headers.get('Content-Type')).toBe('video/mp4');
    expect(String.fromCharCode(...new Uint8Array(video.bytes, 4, 4))).toBe('ftyp');
    expect(new TextDecoder().decode(video.bytes)).toContain('mvhd');
  });

  it('each answers a media type the document gives its 200, read as a Blob of that type', async () => {
    const { document } = await loadDocumentOperations();
    const { client, calls } = endedCalls([
      {},
      { type: 'webCall', artifactPlan: { videoRecordingEnabled: true } },
    ]);
    const [phoneCall, webCall] = calls.map((call) => call.id ?? '');
    const paths = Object.keys(document.paths).filter(
      (route) => /^\/call\/\{id\}\/[a-z-]+$/.test(route) && document.paths[route].get,
    ) as DownloadPath[];

    const served = await Promise.all(
      paths.map(async (path) => {
        const id = path.endsWith('video-recording') ? webCall : phoneCall;
        const { data } = await client.GET(path, { params: { path: { id: id ?? '' } }, parseAs: 'blob' });
        const documented = Object.keys(document.paths[path].get.responses['200'].content ?? {});
        return { path, type: data?.type, size: data?.size ?? 0, documented };
      }),
    );

    expect(served.length).toBeGreaterThan(0);
    for (const { path, type, size, documented } of served) {
      expect(documented, path).toContain(type);
      expect(size, path).toBeGreaterThan(0);
    }
  });

  it('answer 404 in the platform error shape for a call that has not ended, or has no such artifact', async () => {
    const { client, calls } = endedCalls([
      { status: 'in-progress' },
      { type: 'webCall' },
      { artifactPlan: { recordingEnabled: false } },
    ]);
    const [running, audioOnly, unrecorded] = calls.map((call) => call.id);

    await expect(download(client, '/call/{id}/mono-recording', running ?? '')).rejects.toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: expect.stringContaining('not ended') },
    });
    await expect(download(client, '/call/{id}/video-recording', audioOnly ?? '')).rejects.toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('video') },
    });
    await expect(download(client, '/call/{id}/pcap', audioOnly ?? '')).rejects.toMatchObject({ status: 404 });
    await expect(download(client, '/call/{id}/stereo-recording', unrecorded ?? '')).rejects.toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('recordingEnabled') },
    });
  });

  it('a call ended by the mock itself (runCall) can be downloaded, with the assistant recording settings it had', async () => {
    const { client, platform } = createMockPlatform();
    const { data: call } = await client.POST('/call/web', {
      body: { assistant: { name: 'Front desk', artifactPlan: { videoRecordingEnabled: true } } },
    });
    const id = call?.id ?? '';
    await expect(download(client, '/call/{id}/video-recording', id)).rejects.toMatchObject({ status: 404 });

    await platform.runCall(id, { script: [{ user: 'Hello?' }] });
    const { response } = await download(client, '/call/{id}/video-recording', id);

    expect(response.status).toBe(200);
  });
});
