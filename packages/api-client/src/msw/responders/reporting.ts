import type { Responder } from '../action-context';
import { reply } from '../reply';

/** An insight's result: the mock has no call metrics to aggregate, so every series is empty. */
const emptyResult = (id: string | undefined) => ({ id, result: [] });

export const respondInsightRun: Responder = ({ target }) => reply(201, emptyResult(target?.id));

export const respondInsightPreview: Responder = () => reply(201, emptyResult(undefined));

/** The default board: one stored per org, made on first read. */
export const respondDefaultBoard: Responder = ({ store, session }) => {
  const existing = store.list('board').find((board) => board.isDefault === true);
  return reply(
    200,
    existing ?? store.create('board', { orgId: session.orgId, name: 'Metrics overview', isDefault: true }),
  );
};
