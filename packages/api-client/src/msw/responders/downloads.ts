import type { Responder } from '../action-context';
import { reply } from '../reply';

/**
 * A call's recording or log file. The platform answers the file (or a redirect to it) and publishes no body
 * schema; the mock holds no audio, so it answers 200 with an empty body for a call it knows (404 otherwise,
 * before this runs).
 */
export const respondCallDownload = (): Responder => () => reply(200, undefined);
