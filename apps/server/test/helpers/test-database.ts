import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** test/setup/pglite-image.ts: the files of a migrated PGlite. */
    pgliteImage: string;
    /** test/setup/postgres-template.ts: a migrated database to copy. */
    postgresTemplate: string;
  }
}

/**
 * The same integration tests run on embedded PGlite (always) and on a real PostgreSQL when
 * TEST_DATABASE_URL is set (the `server-pg` project). Each test gets its own database, a copy of
 * one migrated once per run (decision 280); `empty` gives one nothing has touched, for the test
 * of migrating from scratch.
 */
export const testDriver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

// Read once per test file; PGlite copies the files out of it on each load.
let pgliteImage: Promise<Blob> | undefined;

export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (testDriver === 'pglite') {
    if (empty) return { config: { kind: 'pglite', dataDir: null }, drop: async () => {} };
    pgliteImage ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
    return {
      config: { kind: 'pglite', dataDir: null, image: await pgliteImage },
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `fitthali_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    empty
      ? `create database ${name}`
      : `create database ${name} template ${inject('postgresTemplate')}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
