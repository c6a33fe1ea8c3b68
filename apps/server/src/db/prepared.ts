import type { Db } from './client.ts';

/**
 * A query built once per database and then only executed: Drizzle's query building was about a
 * fifth of the order endpoint's CPU time, and a named statement also spares PostgreSQL parsing and
 * planning it again on each pooled connection.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
