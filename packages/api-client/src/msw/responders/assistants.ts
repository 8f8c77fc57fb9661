import type { Responder } from '../action-context';
import { reply } from '../reply';
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
