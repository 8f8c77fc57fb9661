import type { ActionContext, Responder } from '../action-context';
import { reply } from '../reply';

/** An insight's run: the mock has no call metrics to aggregate, so every series is empty. */
const emptyRun = (context: ActionContext, insightId: string) => {
  const now = new Date().toISOString();
  return {
    id: context.store.create('insight-run', { orgId: context.session.orgId, insightId }).id,
    insightId,
    orgId: context.session.orgId,
    createdAt: now,
    updatedAt: now,
    result: [],
  };
};

export const respondInsightRun: Responder = (context) =>
  reply(201, emptyRun(context, context.target?.id ?? ''));

/** A preview runs an insight that is not saved. */
export const respondInsightPreview: Responder = (context) => reply(201, emptyRun(context, 'preview'));

/** The default board: one stored per org, made on first read. */
export const respondDefaultBoard: Responder = ({ store, session }) => {
  const existing = store.list('board').find((board) => board.isDefault === true);
  return reply(
    200,
    existing ??
      store.create('board', {
        orgId: session.orgId,
        name: 'Metrics overview',
        isDefault: true,
        layout: { columns: 6 },
      }),
  );
};
