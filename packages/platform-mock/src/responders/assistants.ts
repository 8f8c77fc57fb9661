import type { Responder } from '../action-context';
import { reply } from '../reply';
import type { Operations } from '../resources';
import { selectEntities } from '../select-entities';

/** A stable digest of a version's settings, standing in for the platform's config hash. */
function configHash(settings: object): string {
  let hash = 0;
  for (const char of JSON.stringify(settings)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Every saved state of an assistant, newest first, paginated; each create, update or replace is a version. */
export const respondAssistantVersions: Responder = ({ store, target, query }) => {
  const versions = target ? store.history('assistant', target.id) : [];
  const numbered = versions.map(({ id, ...settings }, index) => ({
    ...settings,
    // A UUID per version, derived from the assistant's: the platform's ids are UUIDs.
    id: `${id.slice(0, 24)}${(index + 1).toString(16).padStart(12, '0')}`,
    assistantId: id,
    version: String(index + 1),
    configHash: configHash(settings),
  }));
  const { items, metadata } = selectEntities(numbered, query);
  return reply(200, {
    results: items,
    metadata: { hasNextPage: metadata.currentPage < metadata.totalPages, limit: metadata.itemsPerPage },
  });
};

const AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  webm: 'audio/webm',
};

// Hosts the platform will not fetch from: this machine and private networks.
const BLOCKED_HOST =
  /^(localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|\[::1\]$|0\.0\.0\.0$)/;

/**
 * The platform fetches the start of the file; the mock fetches nothing and judges the URL alone: an http(s) URL to
 * a public host whose file name ends in an audio extension is playable audio, any other answers as a server that
 * sends a web page would.
 */
export const respondValidateBackgroundSound: Responder = ({ body }) => {
  let url: URL;
  try {
    url = new URL(String(body.url));
  } catch {
    return reply(200, { valid: false, reason: 'invalid-url' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return reply(200, { valid: false, reason: 'invalid-url' });
  }
  if (BLOCKED_HOST.test(url.hostname)) return reply(200, { valid: false, reason: 'blocked-address' });
  const extension = /\.(\w+)$/.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  const contentType = Object.hasOwn(AUDIO_TYPES, extension) ? AUDIO_TYPES[extension] : undefined;
  return reply(
    200,
    contentType
      ? { valid: true, status: 200, contentType }
      : { valid: false, reason: 'not-audio', status: 200, contentType: 'text/html' },
  );
};

/** The assistant rows of the operation table: what their operations do beyond their method and path. */
export const assistantOperations: Operations = {
  'GET /assistant/{id}/version': {
    resource: 'assistant',
    action: 'custom',
    respond: respondAssistantVersions,
  },
  'POST /assistant/background-sound/validate': {
    resource: 'assistant',
    action: 'custom',
    respond: respondValidateBackgroundSound,
  },
};
