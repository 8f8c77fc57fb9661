import { createPlatformClient, PlatformApiError } from '@clinic/api-client';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../src/msw/platform-mock';
import { BASE } from './platform-requests';

function platformClient() {
  const platform = createPlatformMock({ baseUrl: BASE });
  return createPlatformClient({ baseUrl: BASE, token: 'test-key', fetch: platform.fetch });
}

const SIMULATION = '00000000-0000-4000-8000-00000000000a';
const OTHER_SIMULATION = '00000000-0000-4000-8000-00000000000b';

// Operations the platform documents (API reference, SDKs) but leaves out of its published document: the overlay
// adds them, and the mock answers them.
describe('POST /assistant/background-sound/validate', () => {
  const validate = (url: string) =>
    platformClient().POST('/assistant/background-sound/validate', { body: { url } });

  it('finds an audio file playable, with its content type', async () => {
    const { data } = await validate('https://clinic.example/sounds/front-desk.mp3');
    expect(data).toEqual({ valid: true, status: 200, contentType: 'audio/mpeg' });
  });

  it('answers 200 with the reason when the URL is not playable audio', async () => {
    expect((await validate('https://clinic.example/about')).data).toMatchObject({
      valid: false,
      reason: 'not-audio',
    });
    expect((await validate('http://localhost:8080/hum.wav')).data).toEqual({
      valid: false,
      reason: 'blocked-address',
    });
    expect((await validate('not a url')).data).toEqual({ valid: false, reason: 'invalid-url' });
  });

  it('refuses a body without a URL, as its DTO requires one', async () => {
    const error = await platformClient()
      .POST('/assistant/background-sound/validate', { body: {} as never })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect((error as PlatformApiError).body).toMatchObject({ message: ['url should not be empty'] });
  });
});

describe('POST /eval/simulation/suite/{id}/duplicate', () => {
  it('stores a copy of the suite under a new id, and leaves the original', async () => {
    const client = platformClient();
    const { data: suite } = await client.POST('/eval/simulation/suite', {
      body: { name: 'Booking flows', simulationIds: [SIMULATION, OTHER_SIMULATION] },
    });
    if (!suite) throw new Error('no suite');
    const { data: copy, response } = await client.POST('/eval/simulation/suite/{id}/duplicate', {
      params: { path: { id: suite.id } },
    });
    expect(response.status).toBe(201);
    expect(copy).toMatchObject({ name: 'Booking flows', simulationIds: [SIMULATION, OTHER_SIMULATION] });
    expect(copy?.id).not.toBe(suite.id);
    const { data: suites } = await client.GET('/eval/simulation/suite');
    expect(JSON.stringify(suites)).toContain(suite.id);
    expect(JSON.stringify(suites)).toContain(copy?.id);
  });

  it('answers 404 for a suite that does not exist', async () => {
    const error = await platformClient()
      .POST('/eval/simulation/suite/{id}/duplicate', { params: { path: { id: SIMULATION } } })
      .catch((reason: unknown) => reason);
    expect((error as PlatformApiError).status).toBe(404);
  });
});
