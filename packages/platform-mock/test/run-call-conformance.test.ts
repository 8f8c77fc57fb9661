import { createPlatformClient } from '@clinic/api-client';
import { answerToolCalls, createServerMessageHandler } from '@clinic/api-client/server';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import { createPlatformMock } from '../src/msw/platform-mock';
import { loadDocumentOperations } from './operations-list';

// What the mock posts is what the platform's document says a server message is, and the call it leaves behind
// is what the document says `GET /call/{id}` answers: checked with ajv against the bundled document.
const { document } = (await loadDocumentOperations()) as { document: Record<string, unknown> };
// The platform's message variants overlap (a UserMessage also passes as a SystemMessage: both have a string
// `role`), so its oneOf lists are read as anyOf here, as the mock's request validation reads them.
const asAnyOf = JSON.parse(JSON.stringify(document).replaceAll('"oneOf":', '"anyOf":')) as Record<
  string,
  unknown
>;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema({ ...asAnyOf, $id: 'https://clinic.test/run-call.json' });
const schema = (name: string) =>
  ajv.compile({ $ref: `https://clinic.test/run-call.json#/components/schemas/${name}` });
const validateServerMessage = schema('ServerMessage');
const validateCall = schema('Call');

it("posts messages that conform to the document's ServerMessage, and leaves a call that conforms to Call", async () => {
  const platform = createPlatformMock();
  const client = createPlatformClient({ token: 'test-key', fetch: platform.fetch });
  const url = 'https://clinic.example/platform';
  const { data: assistant } = await client.POST('/assistant', {
    body: {
      name: 'Reception',
      server: { url },
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        tools: [{ type: 'function', function: { name: 'checkAvailability' } }],
      },
    } as never,
  });
  const { data: call } = await client.POST('/call', {
    body: { assistantId: (assistant as { id: string }).id },
  });
  const callId = (call as { id: string }).id;
  const handle = createServerMessageHandler({
    auth: { type: 'none' },
    on: { 'tool-calls': answerToolCalls({ checkAvailability: () => 'Tuesday' }) },
  });
  const bodies: unknown[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    bodies.push(await request.clone().json());
    return handle(request);
  }) as typeof globalThis.fetch;

  await platform.runCall(callId, {
    script: [
      { user: 'Any time next week?' },
      { tool: 'checkAvailability', arguments: { week: '2026-12-07' } },
      { assistant: 'Tuesday.' },
      { end: 'assistant-ended-call' },
    ],
    fetch,
  });

  expect(bodies).toHaveLength(9);
  for (const body of bodies) {
    const type = (body as { message: { type: string } }).message.type;
    expect([type, validateServerMessage(body) ? [] : validateServerMessage.errors]).toEqual([type, []]);
  }
  const { data: ended } = await client.GET('/call/{id}', { params: { path: { id: callId } } });
  expect(validateCall(ended) ? [] : validateCall.errors).toEqual([]);
  expect(ended?.messages?.map((message) => message.role)).toEqual([
    'user',
    'tool_calls',
    'tool_call_result',
    'bot',
  ]);
  // Compiling the document's ServerMessage and Call schemas takes seconds on a busy machine.
}, 30_000);
