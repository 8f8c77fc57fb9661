import { createPlatformClient } from '@clinic/api-client';

const platform = createPlatformClient();
export const call0 = () => platform.POST('/assistant', { body: {} });
export const call1 = () =>
  platform.PUT('/assistant/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call2 = () =>
  platform.PATCH('/assistant/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call3 = () => platform.POST('/squad', { body: { members: [] } });
export const call4 = () =>
  platform.PATCH('/squad/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { members: [] },
  });
export const call5 = () => platform.POST('/call', { body: { assistantId: 'front-desk' } });
export const call6 = () =>
  platform.DELETE('/call/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call7 = () =>
  platform.PATCH('/call/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call8 = () => platform.POST('/chat', { body: { input: 'example' } });
export const call9 = () => platform.POST('/chat/responses', { body: { input: 'example' } });
export const call10 = () => platform.POST('/campaign', { body: { name: 'example' } });
export const call11 = () => platform.POST('/v2/campaign', { body: { name: 'example' } });
export const call12 = () =>
  platform.PATCH('/v2/campaign/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call13 = () =>
  platform.PATCH('/campaign/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call14 = () => platform.POST('/session', { body: {} });
export const call15 = () =>
  platform.PATCH('/session/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call16 = () =>
  platform.POST('/phone-number', { body: { provider: 'byo-phone-number', credentialId: 'example' } });
export const call17 = () =>
  platform.PATCH('/phone-number/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { provider: 'byo-phone-number' },
  });
export const call18 = () =>
  platform.POST('/tool', { body: { type: 'apiRequest', method: 'POST', url: 'example' } });
export const call19 = () =>
  platform.PATCH('/tool/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { type: 'apiRequest' },
  });
export const call20 = () =>
  platform.PATCH('/file/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call21 = () => platform.POST('/v2/knowledge-base', { body: { name: 'example' } });
export const call22 = () =>
  platform.POST('/v2/knowledge-base/{id}/file', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { fileId: 'example' },
  });
export const call23 = () =>
  platform.PATCH('/v2/knowledge-base/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call24 = () =>
  platform.POST('/structured-output', { body: { name: 'example', schema: { type: 'string' } } });
export const call25 = () =>
  platform.PATCH('/structured-output/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' }, query: { schemaOverride: 'example' } },
    body: {},
  });
export const call26 = () => platform.POST('/structured-output/run', { body: { callIds: [] } });
export const call27 = () =>
  platform.POST('/eval/simulation/personality', { body: { name: 'example', assistant: {} } });
export const call28 = () =>
  platform.PATCH('/eval/simulation/personality/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call29 = () =>
  platform.POST('/eval/simulation/scenario', {
    body: { name: 'example', instructions: 'example', evaluations: [] },
  });
export const call30 = () =>
  platform.PATCH('/eval/simulation/scenario/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call31 = () =>
  platform.POST('/eval/simulation/run', { body: { simulations: [], target: { type: 'assistant' } } });
export const call32 = () =>
  platform.POST('/eval/simulation/suite', { body: { name: 'example', simulationIds: [] } });
export const call33 = () =>
  platform.PATCH('/eval/simulation/suite/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call34 = () => platform.POST('/eval/simulation/scenario/generate', { body: {} });
export const call35 = () =>
  platform.POST('/eval/simulation', {
    body: {
      scenarioId: '00000000-0000-4000-8000-000000000001',
      personalityId: '00000000-0000-4000-8000-000000000001',
    },
  });
export const call36 = () =>
  platform.PATCH('/eval/simulation/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call37 = () => platform.POST('/reporting/insight', { body: { type: 'bar', queries: [] } });
export const call38 = () =>
  platform.PATCH('/reporting/insight/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { type: 'bar' },
  });
export const call39 = () =>
  platform.POST('/reporting/insight/{id}/run', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call40 = () =>
  platform.POST('/reporting/insight/preview', { body: { type: 'bar', queries: [] } });
export const call41 = () =>
  platform.POST('/reporting/board', { body: { name: 'example', layout: { columns: 6 } } });
export const call42 = () =>
  platform.PATCH('/reporting/board/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call43 = () => platform.POST('/eval', { body: { messages: [], type: 'chat.mockConversation' } });
export const call44 = () =>
  platform.PATCH('/eval/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call45 = () =>
  platform.POST('/eval/run', { body: { target: { type: 'assistant' }, type: 'eval' } });
export const call46 = () =>
  platform.PATCH('/observability/scorecard/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call47 = () => platform.POST('/observability/scorecard', { body: { metrics: [] } });
export const call48 = () => platform.POST('/analytics', { body: { queries: [] } });
export const call49 = () =>
  platform.POST('/assistant/background-sound/validate', { body: { url: 'example' } });
export const call50 = () => platform.POST('/call/phone', { body: {} });
export const call51 = () => platform.POST('/call/web', { body: { assistantId: 'front-desk' } });
export const call52 = () => platform.POST('/chat/web', { body: { input: 'example' } });
export const call53 = () => platform.POST('/chat/web/responses', { body: { input: 'example' } });
export const call54 = () =>
  platform.POST('/credential', { body: { provider: 'anthropic', apiKey: 'example' } });
export const call55 = () =>
  platform.PATCH('/credential/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { provider: 'anthropic' },
  });
export const call56 = () => platform.POST('/credential/session', { body: {} });
export const call57 = () =>
  platform.POST('/credential/webhook', {
    body: {
      type: 'auth',
      operation: 'creation',
      from: 'example',
      connectionId: 'example',
      authMode: 'OAUTH2',
      providerConfigKey: 'example',
      provider: 'example',
      environment: 'example',
      success: true,
      endUser: { endUserId: 'example', organizationId: 'example' },
    },
  });
export const call58 = () => platform.POST('/credential/trigger', { body: {} });
export const call59 = () =>
  platform.POST('/knowledge-base', {
    body: { provider: 'google', name: 'example', description: 'example', fileIds: [] },
  });
export const call60 = () =>
  platform.PATCH('/knowledge-base/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call61 = () => platform.POST('/org', { body: {} });
export const call62 = () =>
  platform.PATCH('/org/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000001' } }, body: {} });
export const call63 = () =>
  platform.POST('/org/{id}/invite', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { emails: [], role: 'admin' },
  });
export const call64 = () =>
  platform.PATCH('/org/{id}/role', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { userId: 'example', role: 'admin' },
  });
export const call65 = () =>
  platform.POST('/phone-number/import/twilio', {
    body: { twilioPhoneNumber: 'example', twilioAccountSid: 'example' },
  });
export const call66 = () =>
  platform.POST('/phone-number/import/vonage', {
    body: { vonagePhoneNumber: 'example', credentialId: 'example' },
  });
export const call67 = () =>
  platform.POST('/{provider}/voices/add', {
    params: { path: { provider: '00000000-0000-4000-8000-000000000001' } },
    body: { ownerId: 'example', voiceId: 'example', name: 'example' },
  });
export const call68 = () =>
  platform.POST('/{provider}/voice/add', {
    params: { path: { provider: '00000000-0000-4000-8000-000000000001' } },
    body: { ownerId: 'example', voiceId: 'example', name: 'example' },
  });
export const call69 = () => platform.POST('/template', { body: { type: 'tool' } });
export const call70 = () =>
  platform.PATCH('/template/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: { type: 'tool' },
  });
export const call71 = () =>
  platform.POST('/test-suite/{testSuiteId}/run', {
    params: { path: { testSuiteId: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call72 = () =>
  platform.PATCH('/test-suite/{testSuiteId}/run/{id}', {
    params: {
      path: {
        testSuiteId: '00000000-0000-4000-8000-000000000001',
        id: '00000000-0000-4000-8000-000000000001',
      },
    },
    body: {},
  });
export const call73 = () =>
  platform.POST('/test-suite/{testSuiteId}/test', {
    params: { path: { testSuiteId: '00000000-0000-4000-8000-000000000001' } },
    body: { scorers: [], type: 'voice', script: 'example' },
  });
export const call74 = () =>
  platform.PATCH('/test-suite/{testSuiteId}/test/{id}', {
    params: {
      path: {
        testSuiteId: '00000000-0000-4000-8000-000000000001',
        id: '00000000-0000-4000-8000-000000000001',
      },
    },
    body: { type: 'voice' },
  });
export const call75 = () => platform.POST('/test-suite', { body: {} });
export const call76 = () =>
  platform.PATCH('/test-suite/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call77 = () => platform.POST('/token', { body: {} });
export const call78 = () =>
  platform.PATCH('/token/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
export const call79 = () => platform.POST('/voice-library/sync', { body: {} });
export const call80 = () =>
  platform.POST('/voice-library/create-sesame-voice', {
    body: { file: 'example', voiceName: 'example', transcription: 'example' },
  });
export const call81 = () => platform.POST('/workflow', { body: { nodes: [], name: 'example', edges: [] } });
export const call82 = () =>
  platform.PATCH('/workflow/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
    body: {},
  });
