import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrationsHash } from './migrations-hash.ts';

// Any fixed number; it only has to differ from the server's own (727_001 to 727_003) so that
// runs starting together on one PostgreSQL build a template one at a time.
const TEMPLATE_LOCK_ID = 727_010;

/**
 * The `server-pg` project's tests each get a new database. Creating an empty one and migrating it
 * takes about a second; copying a migrated template takes a tenth of that (decision 280). The
 * template is named by a hash of the migrations folder, so a changed migration builds a new one,
 * and it refuses connections, because `CREATE DATABASE … TEMPLATE` fails while anyone is connected
 * to the template. `test/db/migrate-from-empty.test.ts` still migrates an empty database.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server-pg project needs TEST_DATABASE_URL');
  const template = `fitthali_test_template_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a run killed halfway leaves no
      // half-migrated template behind for the next run to copy.
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      await database.close();
      await admin.query(`alter database ${building} rename to ${template}`);
      await admin.query(`alter database ${template} with allow_connections false`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
  project.provide('postgresTemplate', template);
}
