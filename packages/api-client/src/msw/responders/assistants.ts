import type { Responder } from '../action-context';
import { reply } from '../reply';
import { paginate } from '../select-entities';

/** Every saved state of an assistant, newest first, paginated; each create, update or replace is a version. */
export const respondAssistantVersions: Responder = ({ store, target, query }) => {
  const versions = target ? store.history('assistant', target.id) : [];
  const numbered = versions.map((version, index) => ({ ...version, version: index + 1 }));
  return reply(200, paginate(numbered, query));
};
