import type { Responder } from '../action-context';
import { reply } from '../reply';

/**
 * A call's recording or log file: the platform redirects to storage; the mock answers where that would be, so a
 * caller can tell the calls apart without the mock holding audio.
 */
export const respondCallDownload =
  (kind: string): Responder =>
  ({ target, session }) =>
    reply(200, { url: `${session.baseUrl}/files/call/${target?.id}/${kind}` });
