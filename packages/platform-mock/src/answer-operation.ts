import type { ActionContext } from './action-context';
import type { OperationFacts } from './generated/operations';
import { problem, type Reply, reply } from './reply';
import { type CollectionOperation, type OperationRow, RESOURCES, type ResourceSpec } from './resources';
import { selectEntities } from './select-entities';
import { plainShape } from './shapes';
import type { Entity, Store } from './store';

/** Where an operation's path points: the entity it names, and the fields that tie entities to their parent. */
export interface Location {
  target: Entity | undefined;
  scope: Record<string, string>;
}

/** The one place where a path that names a missing entity (or parent) becomes a 404. */
export function locate(
  row: OperationRow,
  params: Readonly<Record<string, string>>,
  store: Store,
): Location | Reply {
  const resource = row.spec.resource;
  const spec: ResourceSpec = RESOURCES[resource] ?? {};
  const scope: Record<string, string> = {};
  for (const param of spec.scope ?? []) {
    const value = params[param];
    if (value !== undefined) scope[param] = value;
  }
  if (spec.parent) {
    const parentId = params[spec.parent.param];
    if (parentId !== undefined) {
      if (!store.get(spec.parent.resource, parentId)) return notFound(spec.parent.resource, parentId);
      scope[spec.parent.field] = parentId;
    }
  }
  const id = params[spec.idParam ?? 'id'];
  if (id === undefined) return { target: undefined, scope };
  const { idField } = spec;
  const target = idField
    ? store.list(resource).find((entity) => entity[idField] === id && inScope(entity, scope))
    : store.get(resource, id);
  if (!target || !inScope(target, scope)) return notFound(resource, id);
  return { target, scope };
}

function notFound(resource: string, id: string): Reply {
  return problem(404, `No ${resource} with id "${id}".`);
}

/** Whether the entity lies under the parent (and in the partition) the path names. */
export function inScope(entity: Entity, scope: Record<string, string>): boolean {
  return Object.entries(scope).every(([field, value]) => entity[field] === value);
}

/** Answers a plain create, list, get, update, replace or delete on the operation's collection. */
export function runCollectionAction(
  spec: CollectionOperation & OperationFacts,
  context: ActionContext,
  { target, scope }: Location,
): Reply {
  const { store, collection, body, query } = context;
  const present = (entity: Entity | undefined) => entity && (spec.view ? spec.view(context, entity) : entity);
  switch (spec.action) {
    case 'create': {
      const message = spec.validate?.(context);
      if (message) return problem(400, message);
      const shape = spec.shape ?? plainShape;
      return reply(201, present(store.create(collection, (id) => ({ ...shape(context, id), ...scope }))));
    }
    case 'list': {
      // Filters read entities as answered, so a status the view derives (a simulation run's) can be asked for.
      const { items, metadata } = selectEntities(
        store
          .list(collection)
          .filter((entity) => inScope(entity, scope))
          .map((entity) => present(entity) as Entity),
        query,
        spec.filters,
      );
      return reply(200, spec.paginated ? { results: items, metadata } : items);
    }
    case 'get':
      return reply(200, present(target));
    case 'update': {
      const fields = target && spec.patch ? spec.patch(context, target) : body;
      return reply(
        200,
        present(target && store.update(collection, target.id, { ...fields, orgId: target.orgId, ...scope })),
      );
    }
    case 'replace':
      return reply(
        200,
        present(
          target && store.replace(collection, target.id, { ...plainShape(context, target.id), ...scope }),
        ),
      );
    case 'delete': {
      const removed = target && store.remove(collection, target.id);
      if (removed) spec.cascade?.(context, removed);
      return reply(200, present(removed));
    }
  }
}
