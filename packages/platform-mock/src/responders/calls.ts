import type { Responder } from '../action-context';
import { reply } from '../reply';
import { selectEntities } from '../select-entities';

/** Only the pagination figures of a call filter. */
export const respondCallMetadata: Responder = ({ store, query }) =>
  reply(200, selectEntities(store.list('call'), query).metadata);

const EXPORT_COLUMNS = [
  'id',
  'type',
  'status',
  'assistantId',
  'phoneNumberId',
  'createdAt',
  'updatedAt',
] as const;

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The filtered calls as CSV, inline in an export record. */
export const respondCallExport: Responder = ({ store, query, session }) => {
  const { items, metadata } = selectEntities(store.list('call'), query);
  const rows = items.map((call) => EXPORT_COLUMNS.map((column) => csvCell(call[column])).join(','));
  const exported = store.create('call-export', {
    orgId: session.orgId,
    format: 'csv',
    rowCount: items.length,
    metadata,
    csv: [EXPORT_COLUMNS.join(','), ...rows].join('\n'),
  });
  return reply(200, exported);
};
