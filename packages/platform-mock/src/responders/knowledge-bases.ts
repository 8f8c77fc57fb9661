import type { ActionContext, Cascade, Responder, Shape, View } from '../action-context';
import { MockProblem, problem, reply } from '../reply';
import type { Operations } from '../resources';
import { plainShape } from '../shapes';
import type { Entity, Store } from '../store';

/** The collection of attachments: one per file of a v2 knowledge base. */
export const KNOWLEDGE_BASE_FILE_COLLECTION = 'knowledge-base-file';

/** An attached file's indexing states, as the platform names them. */
export const INDEXING_STATUSES = ['indexing', 'ready', 'failed'] as const;
export type IndexingStatus = (typeof INDEXING_STATUSES)[number];

// What a retrieval index can read: text and office documents. Audio, images and archives fail to index.
const INDEXABLE_TYPES = [
  /^text\//,
  /^application\/(pdf|json|xml|rtf|msword|x-ndjson)$/,
  /^application\/vnd\.openxmlformats-officedocument\./,
  /^application\/vnd\.oasis\.opendocument\./,
] as const;

const isIndexable = (mimetype: unknown) =>
  typeof mimetype === 'string' && INDEXABLE_TYPES.some((pattern) => pattern.test(mimetype));

/**
 * The mock indexes at once but shows it as the platform does: an attachment answers `indexing` when made or
 * retried, and has its outcome (`ready`, or `failed` for a file no index can read) from the next read on.
 */
function settle(store: Store, attachment: Entity): Entity {
  if (attachment.status !== 'indexing') return attachment;
  const outcome: IndexingStatus = isIndexable(attachment.mimetype) ? 'ready' : 'failed';
  return store.update(KNOWLEDGE_BASE_FILE_COLLECTION, attachment.id, { status: outcome }) ?? attachment;
}

function attachmentsOf(store: Store, knowledgeBaseId: string): Entity[] {
  return store
    .list(KNOWLEDGE_BASE_FILE_COLLECTION)
    .filter((attachment) => attachment.knowledgeBaseV2Id === knowledgeBaseId)
    .map((attachment) => settle(store, attachment));
}

/** A v2 knowledge base comes with the query tool the platform makes for it. */
export const knowledgeBaseV2Shape: Shape = (context, id) => ({
  ...plainShape(context, id),
  toolId: context.store.create('tool', {
    orgId: context.session.orgId,
    type: 'query',
    function: { name: `knowledge_base_${id.slice(0, 8)}` },
  }).id,
});

/**
 * Attaches an uploaded file (`POST /file`) by its id, with the file's name, type and size; the same file twice
 * is a conflict, an unknown one a 404.
 */
export const knowledgeBaseFileShape: Shape = (context: ActionContext, id) => {
  const { store, body, params } = context;
  const fileId = String(body.fileId);
  const file = store.get('file', fileId);
  if (!file) throw new MockProblem(404, `No file with id "${fileId}"; upload it with POST /file first.`);
  if (attachmentsOf(store, params.id ?? '').some((attachment) => attachment.fileId === fileId)) {
    throw new MockProblem(409, `File "${fileId}" is attached to this knowledge base already.`);
  }
  return {
    ...plainShape(context, id),
    fileId,
    fileName: file.name,
    mimetype: file.mimetype,
    bytes: file.bytes,
    status: 'indexing' satisfies IndexingStatus,
  };
};

/** An attachment as read: with its indexing outcome once the mock has "indexed" it. */
export const knowledgeBaseFileView: View = ({ store }, attachment) =>
  store.get(KNOWLEDGE_BASE_FILE_COLLECTION, attachment.id) ? settle(store, attachment) : attachment;

/** One knowledge base with the files attached to it. */
export const respondKnowledgeBaseWithFiles: Responder = ({ store, target }) =>
  reply(200, target && { ...target, files: attachmentsOf(store, target.id) });

/**
 * Retrying indexes a failed file again. A file that is indexing or ready has nothing to retry: the mock refuses
 * it with a 400 naming the status, rather than pretending to start work the platform would not do.
 */
export const respondRetryKnowledgeBaseFile: Responder = ({ store, target }) => {
  if (!target) return problem(404, 'No such file.');
  const current = settle(store, target);
  if (current.status !== 'failed') {
    return problem(400, `Only a file whose indexing failed can be retried; this one is ${current.status}.`);
  }
  return reply(201, store.update(KNOWLEDGE_BASE_FILE_COLLECTION, target.id, { status: 'indexing' }));
};

/** A deleted knowledge base detaches its files (the uploads stay) and takes its query tool with it. */
export const knowledgeBaseCascade: Cascade = ({ store }, knowledgeBase) => {
  for (const attachment of store.list(KNOWLEDGE_BASE_FILE_COLLECTION)) {
    if (attachment.knowledgeBaseV2Id === knowledgeBase.id) {
      store.remove(KNOWLEDGE_BASE_FILE_COLLECTION, attachment.id);
    }
  }
  if (typeof knowledgeBase.toolId === 'string') store.remove('tool', knowledgeBase.toolId);
};

/** The knowledge-base rows of the operation table: what their operations do beyond their method and path. */
export const knowledgeBaseOperations: Operations = {
  'POST /v2/knowledge-base': { resource: 'knowledge-base-v2', action: 'create', shape: knowledgeBaseV2Shape },
  'GET /v2/knowledge-base/{id}': {
    resource: 'knowledge-base-v2',
    action: 'custom',
    respond: respondKnowledgeBaseWithFiles,
  },
  'DELETE /v2/knowledge-base/{id}': {
    resource: 'knowledge-base-v2',
    action: 'delete',
    cascade: knowledgeBaseCascade,
  },
  'GET /v2/knowledge-base/{id}/file': {
    resource: 'knowledge-base-file',
    action: 'list',
    view: knowledgeBaseFileView,
  },
  'POST /v2/knowledge-base/{id}/file': {
    resource: 'knowledge-base-file',
    action: 'create',
    shape: knowledgeBaseFileShape,
  },
  'POST /v2/knowledge-base/{id}/file/{fileId}/retry': {
    resource: 'knowledge-base-file',
    action: 'custom',
    respond: respondRetryKnowledgeBaseFile,
  },
};
