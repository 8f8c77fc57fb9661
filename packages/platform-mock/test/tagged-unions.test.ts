import { createPlatformClient, PlatformApiError } from '@clinic/api-client';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../src/msw/platform-mock';
import { BASE } from './platform-requests';

function platformClient() {
  const platform = createPlatformMock({ baseUrl: BASE });
  return createPlatformClient({ baseUrl: BASE, token: 'test-key', fetch: platform.fetch });
}

/** The messages of the 400 a call is refused with. */
async function refusal(call: Promise<unknown>): Promise<string[]> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlatformApiError);
  const { status, body } = error as PlatformApiError;
  expect(status).toBe(400);
  return [(body as { message: string | string[] }).message].flat();
}

// Bodies are written as a user would send them; `as never` lets the ones the types refuse reach the mock.
describe('a union whose variants a property tells apart is judged against the variant that property names', () => {
  it('refuses a field of another provider, naming it alone, though the body fits that provider', async () => {
    const client = platformClient();
    const controls = { experimentalControls: { speed: 'fast' } } as const;
    const { data } = await client.POST('/assistant', {
      body: { voice: { provider: 'cartesia', voiceId: 'v', ...controls } },
    });
    expect(data?.voice).toMatchObject(controls);

    const messages = await refusal(
      client.POST('/assistant', {
        body: { voice: { provider: '11labs', voiceId: 'v', ...controls } } as never,
      }),
    );
    expect(messages).toEqual(['property voice.experimentalControls should not exist']);
  });

  it('reports a bad value of the named variant for that value alone', async () => {
    const messages = await refusal(
      platformClient().POST('/assistant', {
        body: {
          voice: { provider: '11labs', voiceId: 'v', stability: 'high', similarityBoost: 0.5 },
        } as never,
      }),
    );
    expect(messages).toEqual(['voice.stability must be a number']);
  });

  it('answers a misspelt provider with one error listing the providers there are', async () => {
    const messages = await refusal(
      platformClient().POST('/assistant', {
        body: { model: { provider: 'opneai', model: 'gpt-4o' } } as never,
      }),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^model\.provider must be one of the following values: /);
    const providers = messages[0]?.replace(/^.*: /, '').split(', ');
    expect(providers).toEqual(expect.arrayContaining(['openai', 'anthropic', 'google', 'groq', 'vapi']));
    expect(providers).not.toContain('opneai');
  });

  it('asks for the provider when it is missing, as every model variant requires one', async () => {
    const messages = await refusal(
      platformClient().POST('/assistant', { body: { model: { model: 'gpt-4o' } } as never }),
    );
    expect(messages).toEqual(['model.provider should not be empty']);
  });

  it('follows the discriminator mapping of a body that is itself a union (tools by type)', async () => {
    const client = platformClient();
    const refused = await refusal(
      client.POST('/tool', {
        body: { type: 'function', function: { name: 'book' }, destinations: [] } as never,
      }),
    );
    expect(refused).toEqual(['property destinations should not exist']);
    const misspelt = await refusal(
      client.POST('/tool', { body: { type: 'fuction', function: { name: 'book' } } as never }),
    );
    expect(misspelt).toHaveLength(1);
    expect(misspelt[0]).toMatch(/^type must be one of the following values: apiRequest, .*\bfunction\b/);
    const { data } = await client.POST('/tool', { body: { type: 'function', function: { name: 'book' } } });
    expect(data).toMatchObject({ type: 'function', function: { name: 'book' } });
  });

  it('leaves a value no variant lists to the variant that takes any (a hook on another event)', async () => {
    const client = platformClient();
    const timeout = { on: 'customer.speech.timeout', options: { timeoutSeconds: 10 }, do: [] };
    const { data } = await client.POST('/assistant', { body: { hooks: [timeout] } });
    expect(data?.hooks).toEqual([timeout]);
    // `call.ending` names its own variant, which has no options, though the any-event variant would take them.
    const messages = await refusal(
      client.POST('/assistant', { body: { hooks: [{ ...timeout, on: 'call.ending' }] } as never }),
    );
    expect(messages).toEqual(['property hooks.0.options should not exist']);
  });
});

describe('a union no property tells apart', () => {
  it('takes a value that fits more than one of its variants, as the platform does', async () => {
    // An OpenAI voiceId is one of the listed voices or any string: "alloy" is both.
    const { data } = await platformClient().POST('/assistant', {
      body: { voice: { provider: 'openai', voiceId: 'alloy' } },
    });
    expect(data?.voice).toEqual({ provider: 'openai', voiceId: 'alloy' });
  });
});
