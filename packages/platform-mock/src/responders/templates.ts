import type { Responder } from '../action-context';
import { reply } from '../reply';
import type { Operations } from '../resources';

/** Templates marked `isPinned: true`. */
export const respondPinnedTemplates: Responder = ({ store }) =>
  reply(
    200,
    store.list('template').filter((template) => template.isPinned === true),
  );

/** The template rows of the operation table: what their operations do beyond their method and path. */
export const templateOperations: Operations = {
  'GET /template/pinned': { resource: 'template', action: 'custom', respond: respondPinnedTemplates },
};
