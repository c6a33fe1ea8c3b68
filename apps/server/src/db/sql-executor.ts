import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Plain SQL text and positional values on the open database, whichever driver is underneath: the
 * shape pg-boss calls (`executeSql`), so the job queue shares the server's connections.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** PostgreSQL: the server's pool. Without values pg sends a simple query, so `BEGIN; …; COMMIT;` works. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // Several statements answer one result each; the last is the one asked for.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

/**
 * PGlite has one connection. A query with values is one statement on the extended protocol; text
 * without values may hold several statements (pg-boss sends `BEGIN; …; COMMIT;` that way), which
 * only `exec` runs. PGlite runs each call whole before the next, so such a block is never
 * interleaved with the server's own queries; if a statement in it fails, the block is rolled back
 * here so the single connection is not left inside an aborted transaction.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(
          text,
          values.map((v) => (v === undefined ? null : v)),
        );
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows as Record<string, unknown>[] | undefined) ?? [] };
      } catch (err) {
        // A closed database has no transaction to end; its own error is the one to report.
        if (!client.closed && client.isInTransaction()) await client.exec('ROLLBACK');
        throw err;
      }
    },
  };
}
