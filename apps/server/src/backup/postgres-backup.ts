import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * `pg_dump --format=custom` of the whole database (the tables, the migrations' record, the job
 * queue's schema): one file `pg_restore` can restore table by table. PostgreSQL gives the dump
 * one snapshot, so it is consistent while the servers run (decision 220).
 */
export async function pgDump(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Restores a `pg_dump -Fc` file into `url` in one transaction: whatever goes wrong part-way, the
 * database is left as it was. What the dump holds replaces what is there.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      url,
      file,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

/** How many other sessions are connected to the database `url` names (a running server's pool). */
export async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
