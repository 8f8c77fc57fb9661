import type { Responder } from '../action-context';
import { reply } from '../reply';
import type { Operations } from '../resources';
import { selectEntities } from '../select-entities';
import { phoneCallShape, requireCallTarget, webCallShape } from '../shapes';

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

/** The call rows of the operation table: what their operations do beyond their method and path. */
export const callOperations: Operations = {
  'GET /v2/call/export': { resource: 'call', action: 'custom', respond: respondCallExport },
  'GET /v2/call/metadata': { resource: 'call', action: 'custom', respond: respondCallMetadata },
  'POST /call': { resource: 'call', action: 'create', validate: requireCallTarget, shape: phoneCallShape },
  'POST /call/phone': { resource: 'call', action: 'create', shape: phoneCallShape },
  'POST /call/web': { resource: 'call', action: 'create', validate: requireCallTarget, shape: webCallShape },
};
