import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { snapshotPglite } from '../backup/embedded-backup.ts';
import type { DatabaseConfig } from '../config.ts';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema/index.ts';
import { pgliteExecutor, poolExecutor, type SqlExecutor } from './sql-executor.ts';

/** The one database type the rest of the server codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** Raw SQL on the same connections, for the job queue (pg-boss). */
  sql: SqlExecutor;
  ping(): Promise<void>;
  /** PostgreSQL's connection pool right now (null for the embedded database: one connection). */
  poolUse(): PoolUse | null;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock (on a connection of its own), so
   * instances starting together on one database do it one at a time. The embedded database
   * belongs to one process: there it just runs.
   */
  exclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /**
   * A consistent copy of the embedded database's files (a gzip tar) taken while it serves; null on
   * PostgreSQL, which `pg_dump` copies from outside (decision 220).
   */
  snapshot: (() => Promise<Uint8Array>) | null;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

// Any fixed number works; it only has to be the same in every instance so that two servers
// starting at once against one PostgreSQL do not both run the migrations.
const MIGRATION_LOCK_ID = 727_001;

/**
 * More connections than the database has cores only queue inside PostgreSQL; 10 did as well as
 * 20 in the order benchmark (docs/performance.md) and leaves room for several instances.
 */
const POOL_MAX = 10;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  return openPglite(config.dataDir, config.image);
}

async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir
    ? new PGlite(dataDir)
    : new PGlite(image ? { loadDataDir: image } : undefined);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return database(
    db,
    'pglite',
    pgliteExecutor(client),
    () => null,
    (_lockId, work) => work(),
    () => snapshotPglite(client),
    async () => {
      if (!client.closed) await client.close();
    },
  );
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // A client that loses its server (PostgreSQL restarting) emits 'error': an idle one on the pool,
  // a checked-out one on itself. Without a listener either kills the process; the query in
  // flight still fails, and its request is answered with an error a client can retry.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), {
      migrationsFolder: migrationsDir,
    });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  const poolUse = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: POOL_MAX,
  });
  const exclusively = async <T>(lockId: number, work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [lockId]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
      client.release();
    }
  };
  return database(db, 'postgres', poolExecutor(pool), poolUse, exclusively, null, async () => {
    if (closed) return;
    closed = true;
    await pool.end();
  });
}

/** Either driver behind one face: the same Drizzle API, a liveness query, and its own close. */
function database(
  db: { execute(query: ReturnType<typeof sql>): Promise<unknown> },
  kind: Database['kind'],
  executor: SqlExecutor,
  poolUse: () => PoolUse | null,
  exclusively: Database['exclusively'],
  snapshot: Database['snapshot'],
  close: () => Promise<void>,
): Database {
  return {
    db: db as unknown as Db,
    kind,
    sql: executor,
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolUse,
    exclusively,
    snapshot,
    close,
  };
}
