import type { ActionContext, JsonObject, Responder } from '../action-context';
import { problem, reply } from '../reply';
import type { Operations } from '../resources';
import { selectEntities } from '../select-entities';
import type { Entity } from '../store';

/** The collection behind the voice library: the built-in catalogue plus voices added, cloned or designed. */
export const VOICE_COLLECTION = 'voice';

const CATALOGUE = [
  {
    provider: '11labs',
    providerId: 'mock-11labs-ada',
    name: 'Ada',
    gender: 'female',
    accent: 'british',
    language: 'en',
  },
  {
    provider: '11labs',
    providerId: 'mock-11labs-bram',
    name: 'Bram',
    gender: 'male',
    accent: 'american',
    language: 'en',
  },
  {
    provider: '11labs',
    providerId: 'mock-11labs-jana',
    name: 'Jana',
    gender: 'female',
    accent: 'czech',
    language: 'cs',
  },
  {
    provider: 'cartesia',
    providerId: 'mock-cartesia-lena',
    name: 'Lena',
    gender: 'female',
    accent: 'american',
    language: 'en',
  },
  {
    provider: 'cartesia',
    providerId: 'mock-cartesia-otto',
    name: 'Otto',
    gender: 'male',
    accent: 'german',
    language: 'de',
  },
  {
    provider: 'playht',
    providerId: 'mock-playht-iris',
    name: 'Iris',
    gender: 'female',
    accent: 'australian',
    language: 'en',
  },
] as const;

function voicesOf(context: ActionContext, provider?: string): Entity[] {
  const { store, session } = context;
  if (!store.list(VOICE_COLLECTION).some((voice) => voice.source === 'catalogue')) {
    for (const voice of CATALOGUE)
      store.create(VOICE_COLLECTION, {
        ...voice,
        orgId: session.orgId,
        source: 'catalogue',
        isPublic: true,
        isDeleted: false,
      });
  }
  const voices = store.list(VOICE_COLLECTION);
  return provider ? voices.filter((voice) => voice.provider === provider) : voices;
}

const VOICE_FILTERS = ['language', 'accent', 'gender'] as const;

/** The provider's voices, filtered by `keyword`, `language`, `accent` and `gender`, paged by `page`/`limit`. */
export const respondVoiceLibrary: Responder = (context) => {
  const { query, params } = context;
  const keyword = query.get('keyword')?.toLowerCase();
  const matching = voicesOf(context, params.provider).filter(
    (voice) =>
      (!keyword || String(voice.name).toLowerCase().includes(keyword)) &&
      VOICE_FILTERS.every((key) => {
        const wanted = query.get(key);
        return !wanted || String(voice[key]).toLowerCase() === wanted.toLowerCase();
      }),
  );
  const paging = new URLSearchParams();
  for (const key of ['page', 'limit'] as const) {
    const value = query.get(key);
    if (value !== null) paging.set(key, value);
  }
  paging.set('sortOrder', 'ASC');
  return reply(200, selectEntities(matching, paging).items);
};

/** The distinct accents among the provider's voices. */
export const respondVoiceAccents: Responder = (context) => {
  const accents = [
    ...new Set(voicesOf(context, context.params.provider).map((voice) => String(voice.accent))),
  ];
  return reply(200, accents.sort());
};

/** Syncing re-reads the provider's catalogue; the mock's never changes, so this answers it as it is. */
export const respondVoiceSync: Responder = (context) =>
  reply(201, voicesOf(context, context.params.provider));

function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** Designs a Sesame voice from a name and a transcript/prompt. */
export const respondCreateSesameVoice: Responder = (context) => {
  const name = stringField(context.body, 'voiceName') ?? stringField(context.body, 'name');
  if (!name) return problem(400, 'voiceName is required.');
  voicesOf(context);
  const voice = context.store.create(VOICE_COLLECTION, (id) => ({
    ...context.body,
    orgId: context.session.orgId,
    provider: 'sesame',
    providerId: `mock-sesame-${id}`,
    name,
    source: 'designed',
    isPublic: false,
    isDeleted: false,
  }));
  return reply(201, voice);
};

/** Voices of an integrated provider whose name contains `name`. */
export const respondSearchProviderVoices: Responder = (context) => {
  const name = context.query.get('name')?.toLowerCase() ?? '';
  return reply(
    200,
    voicesOf(context, context.params.provider)
      .filter((voice) => String(voice.name).toLowerCase().includes(name))
      // The provider's own id of the voice, by which it is added.
      .map((voice) => ({ ...voice, voiceId: voice.providerId })),
  );
};

/** Adds a provider's voice (by its `voiceId` there) to the org's library. */
export const respondAddProviderVoice: Responder = (context) => {
  const providerId = stringField(context.body, 'voiceId') ?? stringField(context.body, 'ownerId');
  if (!providerId) return problem(400, 'voiceId is required.');
  voicesOf(context);
  const voice = context.store.create(VOICE_COLLECTION, {
    ...context.body,
    orgId: context.session.orgId,
    provider: context.params.provider,
    providerId,
    name: stringField(context.body, 'name') ?? providerId,
    source: 'added',
    isPublic: false,
    isDeleted: false,
  });
  return reply(201, voice);
};

/** Clones a voice from uploaded samples (multipart `name` and one or more `files`). */
export const respondCloneVoice: Responder = (context) => {
  const name = context.form?.get('name');
  const samples = context.form?.getAll('files').filter((part) => part instanceof Blob) ?? [];
  if (typeof name !== 'string' || !name) return problem(400, 'A multipart "name" field is required.');
  if (samples.length === 0) return problem(400, 'At least one audio sample is required in "files".');
  voicesOf(context);
  const voice = context.store.create(VOICE_COLLECTION, (id) => ({
    orgId: context.session.orgId,
    provider: '11labs',
    providerId: `mock-clone-${id}`,
    name,
    source: 'cloned',
    isPublic: false,
    isDeleted: false,
    sampleCount: samples.length,
  }));
  return reply(201, { ...voice, voiceId: voice.providerId });
};

/** The voice rows of the operation table: what their operations do beyond their method and path. */
export const voiceOperations: Operations = {
  'GET /voice-library/{provider}': { resource: 'voice', action: 'custom', respond: respondVoiceLibrary },
  'GET /voice-library/{provider}/accents': {
    resource: 'voice',
    action: 'custom',
    respond: respondVoiceAccents,
  },
  'POST /voice-library/sync/{provider}': { resource: 'voice', action: 'custom', respond: respondVoiceSync },
  'POST /voice-library/sync': { resource: 'voice', action: 'custom', respond: respondVoiceSync },
  'POST /voice-library/create-sesame-voice': {
    resource: 'voice',
    action: 'custom',
    respond: respondCreateSesameVoice,
  },
  'GET /{provider}/voices/search': {
    resource: 'voice',
    action: 'custom',
    respond: respondSearchProviderVoices,
  },
  'GET /{provider}/voice/search': {
    resource: 'voice',
    action: 'custom',
    respond: respondSearchProviderVoices,
  },
  'POST /{provider}/voices/add': { resource: 'voice', action: 'custom', respond: respondAddProviderVoice },
  'POST /{provider}/voice/add': { resource: 'voice', action: 'custom', respond: respondAddProviderVoice },
  'POST /11labs/voice/clone': { resource: 'voice', action: 'custom', respond: respondCloneVoice },
};
