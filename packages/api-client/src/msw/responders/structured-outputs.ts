import type { Responder } from '../action-context';
import { reply } from '../reply';

/** Running a structured output over calls: the mock has no transcript to read, so each result is null. */
export const respondStructuredOutputRun: Responder = ({ body }) => {
  const callIds = Array.isArray(body.callIds) ? body.callIds : [];
  return reply(201, { results: callIds.map((callId) => ({ callId, result: null })) });
};
