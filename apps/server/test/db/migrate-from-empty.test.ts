import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrationsDir } from '../../src/paths.ts';
import { createTestDatabase, testDriver } from '../helpers/test-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function open(empty: boolean): Promise<Database> {
  const test = await createTestDatabase({ empty });
  const database = await openDatabase(test.config);
  cleanups.push(async () => {
    await database.close();
    await test.drop();
  });
  return database;
}

/** Every column of the server's tables (type, default, nullability) and every index. */
async function shape(database: Database): Promise<string[]> {
  const { rows: columns } = await database.sql.executeSql(
    `select table_schema, table_name, column_name, data_type, column_default, is_nullable
       from information_schema.columns
      where table_schema in ('public', 'drizzle')
      order by table_schema, table_name, column_name`,
    [],
  );
  const { rows: indexes } = await database.sql.executeSql(
    `select indexdef from pg_indexes
      where schemaname in ('public', 'drizzle')
      order by indexdef`,
    [],
  );
  return [...columns, ...indexes].map((row) => Object.values(row).join(' '));
}

// The other tests start from a copy of a database migrated once per run (decision 280); a server
// starting on a new database migrates it from nothing, and that path is tested here on each driver.
describe(`migrating an empty database (${testDriver})`, () => {
  it('applies every migration, and leaves what the tests copy', async () => {
    const journal = JSON.parse(
      await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    );
    const migrated = await open(true);
    const { rows } = await migrated.sql.executeSql(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
      [],
    );
    expect(rows[0]?.applied).toBe(journal.entries.length);

    const copied = await open(false);
    const fromEmpty = await shape(migrated);
    expect(fromEmpty.length).toBeGreaterThan(100);
    expect(await shape(copied)).toEqual(fromEmpty);
  }, 120_000);
});
