import { describe, expect, it } from 'vitest';
import { type CollectionPath, createPlatformMock } from '../src/msw/index';
import { BASE } from './platform-requests';
import { validBody } from './valid-requests';

const AUTH = { Authorization: 'Bearer test-key' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

interface Case {
  /** What is sent, as `METHOD /path?query`. */
  request: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Entities stored before the request is sent. */
  seed?: [CollectionPath, Record<string, unknown>[]];
  status: number;
  /** Expected in `message` (the whole message, or one entry of a list). */
  message?: string | RegExp;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Requests a careless or hostile caller may send. Each one gets an HTTP answer in the platform's error shape;
 * none makes the mock throw. Successes are listed too where a bad-looking input is in fact fine.
 */
const CASES: Record<string, Case> = {
  // A query name the operation does not declare is refused as an unknown body property is, even an inherited one.
  'a query named toString': {
    request: 'GET /assistant?toString=',
    status: 400,
    message: 'property toString should not exist',
  },
  'a query named __proto__': {
    request: 'GET /v2/call?__proto__=x',
    status: 400,
    message: 'property __proto__ should not exist',
  },
  'a query named constructor': {
    request: 'GET /v2/assistant?constructor=&hasOwnProperty=1',
    status: 400,
    message: 'property constructor should not exist',
  },
  'an unknown query parameter': {
    request: 'GET /assistant?nmae=Reception',
    status: 400,
    message: 'property nmae should not exist',
  },
  'a query parameter on an operation that takes none': {
    request: 'GET /org/00000000-0000-4000-8000-000000000000/auth?debug=1',
    status: 400,
    message: 'property debug should not exist',
  },
  'a limit in exponent notation, where the document says number': {
    request: 'GET /assistant?limit=1e2',
    status: 200,
  },
  'a fractional limit, where the document says number': { request: 'GET /v2/call?limit=10.5', status: 200 },
  'a malformed percent-escape in a path value': {
    request: 'GET /assistant/%E0%A4%A',
    status: 400,
    message: 'id is not a valid percent-encoded path value: "%E0%A4%A"',
  },
  'a lone percent sign in a path value': { request: 'DELETE /tool/%', status: 400 },
  'a DELETE body that is not JSON': {
    request: 'DELETE /call/00000000-0000-4000-8000-000000000000',
    headers: JSON_TYPE,
    body: '{"ids":',
    status: 400,
    message: 'Request body is not valid JSON.',
  },
  'a DELETE body that breaks its schema': {
    request: 'DELETE /call/00000000-0000-4000-8000-000000000000',
    headers: JSON_TYPE,
    body: json({ ids: 'all' }),
    status: 400,
    message: 'ids must be an array',
  },
  'a DELETE body with an unknown property': {
    request: 'DELETE /call/00000000-0000-4000-8000-000000000000',
    headers: JSON_TYPE,
    body: json({ everything: true }),
    status: 400,
    message: 'property everything should not exist',
  },
  // The platform's ids are UUIDs: a path value that is not one is refused before any lookup.
  'an encoded slash in an id': {
    request: 'GET /assistant/a%2Fb',
    status: 400,
    message: 'id must be a UUID',
  },
  'an unknown UUID': {
    request: 'GET /assistant/00000000-0000-4000-8000-000000000000',
    status: 404,
    message: 'No assistant with id "00000000-0000-4000-8000-000000000000".',
  },
  'an emoji id': { request: 'GET /squad/%F0%9F%98%80', status: 400, message: 'id must be a UUID' },
  'an unknown path': { request: 'GET /nothing-here', status: 404, message: 'Cannot GET /nothing-here' },
  'the bare base URL': { request: 'GET /', status: 404 },
  'a trailing slash': { request: 'GET /assistant/', status: 400, message: 'id must be a UUID' },
  // A known path with a method it does not have is 405, as an API tester expects, not 404 or 400.
  'a method the path does not have': {
    request: 'PUT /squad/s1',
    status: 405,
    message: 'Cannot PUT /squad/s1',
  },
  'OPTIONS on a known path': { request: 'OPTIONS /assistant', status: 405 },
  'a lower-case method fetch keeps as is': { request: 'patch /assistant/a1', status: 405 },
  'a method no path has, on an unknown path': { request: 'PURGE /nothing-here', status: 404 },
  'a method no path has, on a known path': { request: 'PURGE /assistant', status: 405 },
  'a very long path': { request: `GET /assistant/${'x'.repeat(5000)}`, status: 400 },
  'a multipart header with a garbage body': {
    request: 'POST /file',
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body: 'this is not multipart at all',
    status: 400,
    message: 'The multipart/form-data body cannot be read.',
  },
  'a multipart header without a boundary': {
    request: 'POST /11labs/voice/clone',
    headers: { 'Content-Type': 'multipart/form-data' },
    body: '--x\r\n\r\n',
    status: 400,
  },
  'JSON sent to a multipart operation': {
    request: 'POST /file/upload',
    headers: JSON_TYPE,
    body: json({ name: 'x' }),
    status: 400,
    message: 'Expected a multipart/form-data body.',
  },
  'deeply nested JSON': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: nested(100_000),
    status: 400,
    message: /nested deeper than 64 levels/,
  },
  'nested JSON just past the limit': {
    request: 'POST /tool',
    headers: JSON_TYPE,
    body: nested(65),
    status: 400,
    message: /nested deeper than 64 levels/,
  },
  'broken JSON': { request: 'POST /assistant', headers: JSON_TYPE, body: '{"name":', status: 400 },
  'a JSON array': { request: 'POST /assistant', headers: JSON_TYPE, body: '[]', status: 400 },
  'a JSON number': { request: 'PATCH /squad/s1', headers: JSON_TYPE, body: '42', status: 400 },
  'text sent as JSON': {
    request: 'POST /session',
    headers: { 'Content-Type': 'text/plain' },
    body: 'hi',
    status: 400,
  },
  'a __proto__ key in the body': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: '{"__proto__":{"polluted":true},"name":"Reception"}',
    // An assistant has no such property: refused like any other name it does not know.
    status: 400,
    message: 'property __proto__ should not exist',
  },
  'a __proto__ key inside an open object of the body': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: '{"metadata":{"__proto__":{"polluted":true}},"name":"Reception"}',
    status: 201,
  },
  'a misspelt property of an assistant': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ nmae: 'Reception' }),
    status: 400,
    message: 'property nmae should not exist',
  },
  'a property an assistant update does not have': {
    request: 'PATCH /assistant/a1',
    headers: JSON_TYPE,
    body: json({ name: 'Reception', colour: 'teal' }),
    status: 400,
    message: 'property colour should not exist',
  },
  'a property a squad does not have': {
    request: 'POST /squad',
    headers: JSON_TYPE,
    body: json({ members: [{ assistantId: 'a1' }], leader: 'a1' }),
    status: 400,
    message: 'property leader should not exist',
  },
  'a setting inside a model this document does not describe (open, as on the platform)': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ model: { provider: 'openai', model: 'gpt-4o', emotionRecognitionEnabled: true } }),
    status: 201,
  },
  'every top-level setting of an assistant the platform names': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({
      voicemailDetection: 'off',
      modelOutputInMessagesEnabled: true,
      transportConfigurations: [{ provider: 'twilio' }],
      observabilityPlan: { provider: 'langfuse', tags: [] },
      credentials: [],
      hooks: [{ on: 'call.ending', do: [] }],
      compliancePlan: { hipaaEnabled: true },
      backgroundSpeechDenoisingPlan: {},
      analysisPlan: {},
      startSpeakingPlan: { waitSeconds: 0.4 },
      stopSpeakingPlan: { numWords: 0 },
      monitorPlan: { listenEnabled: false },
      keypadInputPlan: { enabled: true },
    }),
    status: 201,
  },
  'a misspelt property of a call': {
    request: 'POST /call',
    headers: JSON_TYPE,
    body: json({ assistantId: 'a1', phoneNumberID: 'p1', customer: { number: '+14155550100' } }),
    status: 400,
    message: 'property phoneNumberID should not exist',
  },
  'a call from a Twilio number given in full': {
    request: 'POST /call',
    headers: JSON_TYPE,
    body: json({
      assistantId: 'a1',
      phoneNumber: {
        twilioPhoneNumber: '+14155550111',
        twilioAccountSid: 'AC123',
        twilioAuthToken: 'secret',
      },
      customer: { number: '+14155550100' },
    }),
    status: 201,
  },
  'a call whose Twilio number lacks its account': {
    request: 'POST /call',
    headers: JSON_TYPE,
    body: json({ assistantId: 'a1', phoneNumber: { twilioPhoneNumber: '+14155550111' } }),
    // A known property with a bad value is reported for its value, not as unknown.
    status: 400,
    message: 'phoneNumber.twilioAccountSid should not be empty',
  },
  'a property a chat does not have': {
    request: 'POST /chat',
    headers: JSON_TYPE,
    body: json({ input: 'Hello', assistantId: 'a1', sesionId: 's1' }),
    status: 400,
    message: 'property sesionId should not exist',
  },
  'a chat sent as text messages': {
    request: 'POST /chat',
    headers: JSON_TYPE,
    body: json({
      input: 'Your appointment is tomorrow at 9.',
      assistantId: 'a1',
      transport: {
        type: 'twilio.sms',
        phoneNumberId: 'p1',
        customer: { number: '+14155550100' },
        useLLMGeneratedMessageForOutbound: false,
      },
    }),
    status: 201,
  },
  'a property a chat response request does not have': {
    request: 'POST /chat/responses',
    headers: JSON_TYPE,
    body: json({ input: 'Hello', assistantId: 'a1', previous_response_id: 'r1' }),
    status: 400,
    message: 'property previous_response_id should not exist',
  },
  'a chat response sent as text messages': {
    request: 'POST /chat/responses',
    headers: JSON_TYPE,
    body: json({ input: 'Hello', assistantId: 'a1', stream: false, transport: { type: 'twilio.sms' } }),
    status: 201,
  },
  'a property a session does not have': {
    request: 'POST /session',
    headers: JSON_TYPE,
    body: json({ assistantId: 'a1', expirationSecs: 600 }),
    status: 400,
    message: 'property expirationSecs should not exist',
  },
  'a session on a Twilio number given in full': {
    request: 'POST /session',
    headers: JSON_TYPE,
    body: json({
      assistantId: 'a1',
      phoneNumber: { twilioPhoneNumber: '+14155550111', twilioAccountSid: 'AC123' },
      customer: { number: '+14155550100' },
    }),
    status: 201,
  },
  'a property a structured output does not have': {
    request: 'POST /structured-output',
    headers: JSON_TYPE,
    body: json({ name: 'Visit reason', schema: { type: 'string' }, assistantId: 'a1' }),
    status: 400,
    message: 'property assistantId should not exist',
  },
  'a structured output with a compliance plan': {
    request: 'POST /structured-output',
    headers: JSON_TYPE,
    body: json({
      name: 'Visit reason',
      schema: { type: 'string' },
      compliancePlan: { forceStoreOnHipaaEnabled: true },
    }),
    status: 201,
  },
  'a property a structured output update does not have': {
    request: 'PATCH /structured-output/so1',
    headers: JSON_TYPE,
    body: json({ name: 'Visit reason', hipaa: true }),
    status: 400,
    message: 'property hipaa should not exist',
  },
  'a structured output update of its compliance plan': {
    request: 'PATCH /structured-output/00000000-0000-4000-8000-0000000000a1?schemaOverride=false',
    seed: [
      '/structured-output',
      [{ id: '00000000-0000-4000-8000-0000000000a1', name: 'Visit reason', schema: { type: 'string' } }],
    ],
    headers: JSON_TYPE,
    body: json({ compliancePlan: { forceStoreOnHipaaEnabled: false } }),
    status: 200,
  },
  'name: 1': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ name: 1 }),
    status: 400,
    message: 'name must be a string',
  },
  'maxDurationSeconds: "ten minutes"': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ maxDurationSeconds: 'ten minutes' }),
    status: 400,
    message: 'maxDurationSeconds must be a number',
  },
  'maxDurationSeconds under its minimum': {
    request: 'PATCH /assistant/a1',
    headers: JSON_TYPE,
    body: json({ maxDurationSeconds: 5 }),
    status: 400,
    message: 'maxDurationSeconds must not be less than 10',
  },
  'a name longer than 40 characters': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ name: 'x'.repeat(41) }),
    status: 400,
    message: 'name must be shorter than or equal to 40 characters',
  },
  'a value outside an enum': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ firstMessageMode: 'shout' }),
    status: 400,
    message: /^firstMessageMode must be one of the following values: assistant-speaks-first, /,
  },
  'a nested field of the wrong type': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ model: { provider: 7, model: 'gpt' } }),
    status: 400,
    // The provider picks the variant; a provider that names none is refused alone, with the ones there are.
    message: /^model\.provider must be one of the following values: anthropic, .*\bopenai\b.*\bvapi\b/,
  },
  'a nested required field missing': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ model: { provider: 'openai' } }),
    status: 400,
    message: 'model.model should not be empty',
  },
  'a list item of the wrong type': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ endCallPhrases: ['goodbye', 3] }),
    status: 400,
    message: 'endCallPhrases.1 must be a string',
  },
  'a squad without members': {
    request: 'POST /squad',
    headers: JSON_TYPE,
    body: json({ name: 'Night shift' }),
    status: 400,
    message: 'members should not be empty',
  },
  'POST /call without assistant, squad or workflow': {
    request: 'POST /call',
    headers: JSON_TYPE,
    body: json({ customer: { number: '+14155550100' } }),
    status: 400,
    message: 'Assistant or Squad or Workflow must be provided.',
  },
  'POST /call with a number and a customer but no one to run it': {
    request: 'POST /call',
    headers: JSON_TYPE,
    body: json({
      phoneNumber: { twilioPhoneNumber: '+14155550111', twilioAccountSid: 'AC123' },
      customer: { number: '+14155550100' },
    }),
    status: 400,
    message: 'Assistant or Squad or Workflow must be provided.',
  },
  'POST /call/web with a property the platform does not name': {
    request: 'POST /call/web',
    headers: JSON_TYPE,
    body: json({ assistantId: 'a1', metadata: { source: 'site' } }),
    status: 400,
    message: 'property metadata should not exist',
  },
  'a voice setting of the wrong type inside the provider’s variant': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ voice: { provider: '11labs', voiceId: 'x', stability: 'high' } }),
    status: 400,
    message: 'voice.stability must be a number',
  },
  'a property the provider’s variant does not have': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ voice: { provider: '11labs', voiceId: 'x', pitch: 2 } }),
    status: 400,
    message: 'property voice.pitch should not exist',
  },
  'a misspelt provider': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({ voice: { provider: '11lab', voiceId: 'x' } }),
    status: 400,
    message: /^voice\.provider must be one of the following values: azure, cartesia, .*\b11labs\b/,
  },
  'providers the platform documents': {
    request: 'POST /assistant',
    headers: JSON_TYPE,
    body: json({
      voice: { provider: 'microsoft', voiceId: 'en-US-Ethan:MAI-Voice-2' },
      model: { provider: 'vapi' },
    }),
    status: 201,
  },
  'POST /call/web with no body at all': {
    request: 'POST /call/web',
    status: 400,
    message: 'Assistant or Squad or Workflow must be provided.',
  },
  'POST /call/web with overrides only': {
    request: 'POST /call/web',
    headers: JSON_TYPE,
    body: json({ assistantOverrides: { firstMessage: 'Hello' } }),
    status: 400,
    message: 'Assistant or Squad or Workflow must be provided.',
  },
  'a limit that is not a number': {
    request: 'GET /v2/call?limit=ten',
    status: 400,
    message: 'limit must be a number',
  },
  'a limit past its maximum': {
    request: 'GET /assistant?limit=1001',
    status: 400,
    message: 'limit must not be greater than 1000',
  },
  'a negative page': { request: 'GET /v2/assistant?page=-1', status: 400 },
  'a date filter that is no date': {
    request: 'GET /v2/call?createdAtGt=yesterday',
    status: 400,
    message: 'createdAtGt must be an ISO 8601 date string',
  },
  'a sort order outside its enum': { request: 'GET /v2/call?sortOrder=sideways', status: 400 },
  'a required query missing': { request: 'GET /org/feature-flag', status: 400 },
  'a repeated query (the last one counts)': { request: 'GET /v2/call?limit=5000&limit=5', status: 200 },
  'Authorization that is not a bearer token': {
    request: 'GET /assistant',
    headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    status: 401,
  },
  'a bearer scheme with no token': {
    request: 'GET /assistant',
    headers: { Authorization: 'Bearer ' },
    status: 401,
  },
};

async function sendCase({ request, body, headers, seed }: Case): Promise<Response> {
  const [method, target] = request.split(' ') as [string, string];
  const platform = createPlatformMock({ baseUrl: BASE });
  if (seed) platform.seed(...seed);
  return platform.fetch(`${BASE}${target}`, { method, headers: { ...AUTH, ...headers }, body });
}

describe('bad requests: every one gets an HTTP answer, none a thrown error', () => {
  it.each(Object.entries(CASES))('%s', async (_, testCase) => {
    const response = await sendCase(testCase);

    expect(response.status).toBe(testCase.status);
    const answer = await response.json();
    if (testCase.status >= 400) {
      expect(answer).toEqual({
        message: expect.anything(),
        error: expect.any(String),
        statusCode: testCase.status,
      });
    }
    if (testCase.message) {
      const messages = [answer.message].flat();
      expect(messages).toContainEqual(
        typeof testCase.message === 'string' ? testCase.message : expect.stringMatching(testCase.message),
      );
    }
  });

  it('a __proto__ key in a body pollutes nothing', async () => {
    await sendCase(CASES['a __proto__ key in the body'] as Case);
    await sendCase(CASES['a __proto__ key inside an open object of the body'] as Case);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a known property with a bad value is reported for its value, not as unknown', async () => {
    const response = await sendCase({
      request: 'POST /assistant',
      headers: JSON_TYPE,
      body: json({ name: 1, model: { provider: 'openai' }, nmae: 'x' }),
      status: 400,
    });

    expect((await response.json()).message.sort()).toEqual(
      ['name must be a string', 'model.model should not be empty', 'property nmae should not exist'].sort(),
    );
  });

  it('a bad value names only itself, not its valid neighbours in the closed body', async () => {
    const messagesOf = async (request: string, body: unknown) =>
      (await (await sendCase({ request, headers: JSON_TYPE, body: json(body), status: 400 })).json()).message;

    expect(await messagesOf('POST /assistant', { name: 1, firstMessage: 'Hello' })).toEqual([
      'name must be a string',
    ]);
    expect(
      await messagesOf('POST /call', {
        assistantId: 'a1',
        customer: { number: '+14155550100' },
        phoneNumber: { twilioPhoneNumber: '+14155550111' },
      }),
    ).toEqual(['phoneNumber.twilioAccountSid should not be empty']);
    expect(
      await messagesOf('PATCH /session/00000000-0000-4000-8000-000000000051', {
        name: 2,
        status: 'active',
        expirationSecs: 60,
      }),
    ).toEqual(['name must be a string', 'property expirationSecs should not exist']);
  });

  it('validation names every offending field at once', async () => {
    const response = await sendCase({
      request: 'POST /assistant',
      headers: JSON_TYPE,
      body: json({ name: 1, maxDurationSeconds: 'ten minutes', firstMessageInterruptionsEnabled: 'yes' }),
      status: 400,
    });

    expect((await response.json()).message.sort()).toEqual(
      [
        'name must be a string',
        'firstMessageInterruptionsEnabled must be a boolean',
        'maxDurationSeconds must be a number',
      ].sort(),
    );
  });

  it('validate: false lets a body the document refuses through, but not an unreadable one', async () => {
    const platform = createPlatformMock({ baseUrl: BASE, validate: false });
    const post = (path: string, body: string) =>
      platform.fetch(`${BASE}${path}`, { method: 'POST', headers: { ...AUTH, ...JSON_TYPE }, body });

    expect((await post('/assistant', json({ name: 1 }))).status).toBe(201);
    expect((await post('/squad', json({}))).status).toBe(201);
    expect((await post('/assistant', '{"name":')).status).toBe(400);
    expect((await post('/assistant', nested(1000))).status).toBe(400);
  });

  it('every operation accepts its smallest valid body', async () => {
    const platform = createPlatformMock({ baseUrl: BASE });
    const response = await platform.fetch(`${BASE}/workflow`, {
      method: 'POST',
      headers: { ...AUTH, ...JSON_TYPE },
      body: json(validBody('POST /workflow')),
    });
    expect(response.status).toBe(201);
  });
});
