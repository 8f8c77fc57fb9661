/** A stored record: whatever the caller sent, plus the fields the store owns. */
export interface Entity {
  id: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** Fields the store owns; callers cannot overwrite them through create, update or replace. */
const OWNED_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

export interface StoreOptions {
  /** Id factory; defaults to `crypto.randomUUID` where it exists, else a per-store counter. */
  newId?: (() => string) | undefined;
  /** Clock; defaults to `Date.now`. */
  now?: (() => number) | undefined;
}

/** In-memory collections of entities, by collection name; knows nothing about HTTP. */
export interface Store {
  /** Stores a new entity; `fields` may be a function of the new id, for fields derived from it. */
  create(
    collection: string,
    fields: Record<string, unknown> | ((id: string) => Record<string, unknown>),
  ): Entity;
  get(collection: string, id: string): Entity | undefined;
  /** All entities of a collection, oldest first. */
  list(collection: string): Entity[];
  /** Merges the fields into the entity. */
  update(collection: string, id: string, fields: Record<string, unknown>): Entity | undefined;
  /** Swaps every caller-owned field for the given ones. */
  replace(collection: string, id: string, fields: Record<string, unknown>): Entity | undefined;
  remove(collection: string, id: string): Entity | undefined;
  /** Every state the entity has been in, oldest first, the current one last. */
  history(collection: string, id: string): Entity[];
  /**
   * Stores an entity as given (seeding): its own `id`, `createdAt` and `updatedAt` are kept when they are
   * strings, and made up otherwise. An entity with the same id is replaced.
   */
  insert(collection: string, fields: Record<string, unknown>): Entity;
  /** Forgets every entity of every collection. */
  clear(): void;
}

function defaultIdFactory(): () => string {
  // No Node built-ins: this runs in browser bundles too, where `crypto.randomUUID` needs a secure context.
  const randomUUID = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  if (randomUUID) return randomUUID;
  let counter = 0;
  // UUID-shaped, as the platform's path values must be.
  return () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;
}

function withoutOwnedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...fields };
  for (const key of OWNED_FIELDS) delete copy[key];
  return copy;
}

/** Deeper than this, a value is taken for a cycle, which only `structuredClone` copies. */
const MAX_PLAIN_DEPTH = 256;

class TooDeep extends Error {}

/**
 * What `structuredClone` gives for the JSON-like part of a value (plain objects and arrays, at every depth),
 * without its serialising round trip; anything else (a `Date` or a `Map` a seed holds, a function it refuses) is
 * left to `structuredClone` itself.
 */
function copyPlain(value: unknown, depth: number): unknown {
  if (
    value === null ||
    (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')
  ) {
    return value;
  }
  if (depth > MAX_PLAIN_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return structuredClone(value);
    return value.map((item) => copyPlain(item, depth + 1));
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const copied: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyPlain((value as Record<string, unknown>)[key], depth + 1);
    // Defined, not assigned: a `__proto__` read from JSON is a property like any other.
    if (key === '__proto__') {
      Object.defineProperty(copied, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else copied[key] = item;
  }
  return copied;
}

function copyEntity(entity: Entity): Entity {
  try {
    return copyPlain(entity, 0) as Entity;
  } catch (error) {
    if (error instanceof TooDeep) return structuredClone(entity);
    throw error;
  }
}

/** Creates an empty store. */
export function createStore({ newId = defaultIdFactory(), now = Date.now }: StoreOptions = {}): Store {
  const collections = new Map<string, Map<string, Entity[]>>();

  const collectionOf = (name: string) => {
    let collection = collections.get(name);
    if (!collection) {
      collection = new Map();
      collections.set(name, collection);
    }
    return collection;
  };
  // Under load many entities are written within one millisecond: its ISO text is made once.
  let stampedAt = Number.NaN;
  let stamp = '';
  const timestamp = () => {
    const at = now();
    if (at !== stampedAt) {
      stamp = new Date(at).toISOString();
      stampedAt = at;
    }
    return stamp;
  };
  const current = (versions: Entity[] | undefined) => versions?.[versions.length - 1];
  // Entities are copied on the way in and out, so a caller mutating a result cannot change the store.
  const copy = (entity: Entity): Entity => copyEntity(entity);

  const write = (collection: string, id: string, next: (previous: Entity) => Record<string, unknown>) => {
    const versions = collectionOf(collection).get(id);
    const previous = current(versions);
    if (!versions || !previous) return undefined;
    const entity: Entity = {
      ...withoutOwnedFields(next(previous)),
      id,
      createdAt: previous.createdAt,
      updatedAt: timestamp(),
    };
    versions.push(copy(entity));
    return copy(entity);
  };

  return {
    create(collection, fields) {
      const id = newId();
      const at = timestamp();
      const given = typeof fields === 'function' ? fields(id) : fields;
      const entity: Entity = { ...withoutOwnedFields(given), id, createdAt: at, updatedAt: at };
      collectionOf(collection).set(entity.id, [copy(entity)]);
      return copy(entity);
    },
    get(collection, id) {
      const entity = current(collections.get(collection)?.get(id));
      return entity && copy(entity);
    },
    list(collection) {
      return [...(collections.get(collection)?.values() ?? [])].flatMap((versions) => {
        const entity = current(versions);
        return entity ? [copy(entity)] : [];
      });
    },
    update(collection, id, fields) {
      return write(collection, id, (previous) => ({ ...previous, ...fields }));
    },
    replace(collection, id, fields) {
      return write(collection, id, () => fields);
    },
    remove(collection, id) {
      const versions = collections.get(collection);
      const entity = current(versions?.get(id));
      versions?.delete(id);
      return entity && copy(entity);
    },
    history(collection, id) {
      return (collections.get(collection)?.get(id) ?? []).map(copy);
    },
    insert(collection, fields) {
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      const at = timestamp();
      const createdAt = text(fields.createdAt) ?? at;
      const entity: Entity = {
        ...fields,
        id: text(fields.id) ?? newId(),
        createdAt,
        updatedAt: text(fields.updatedAt) ?? createdAt,
      };
      collectionOf(collection).set(entity.id, [copy(entity)]);
      return copy(entity);
    },
    clear() {
      collections.clear();
    },
  };
}
