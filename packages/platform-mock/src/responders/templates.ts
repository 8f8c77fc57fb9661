import type { Responder } from '../action-context';
import { reply } from '../reply';

/** Templates marked `isPinned: true`. */
export const respondPinnedTemplates: Responder = ({ store }) =>
  reply(
    200,
    store.list('template').filter((template) => template.isPinned === true),
  );
