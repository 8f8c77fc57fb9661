import type { Responder } from '../action-context';
import { reply } from '../reply';

/** One knowledge base with the files attached to it. */
export const respondKnowledgeBaseWithFiles: Responder = ({ store, target }) =>
  reply(
    200,
    target && {
      ...target,
      files: store.list('knowledge-base-file').filter((f) => f.knowledgeBaseV2Id === target.id),
    },
  );

/** A retried file goes back to indexing. */
export const respondRetryKnowledgeBaseFile: Responder = ({ store, target }) =>
  reply(201, target && store.update('knowledge-base-file', target.id, { status: 'indexing' }));
