// Which migrations the code ships and which the database has applied, for the start-up log and
// the readiness check: an instance whose code expects a newer schema than the database holds must
// not take traffic.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths.ts';
import type { Db } from './client.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

let shipped: { count: number; latest: JournalEntry | undefined } | undefined;

/** The migrations in this build (drizzle's journal), read once. */
export function shippedMigrations() {
  if (!shipped) {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    };
    shipped = { count: journal.entries.length, latest: journal.entries.at(-1) };
  }
  return shipped;
}

export interface SchemaVersion {
  /** Migrations applied to the database. */
  applied: number;
  /** Migrations this build ships. */
  shipped: number;
  /** The newest shipped migration's name, e.g. `0032_kitchen_dishes`. */
  latest: string | null;
  /** The database holds every migration this build ships. */
  current: boolean;
}

/** Read from drizzle's own record of applied migrations (one row per migration, newest last). */
export async function schemaVersion(db: Db): Promise<SchemaVersion> {
  const result = (await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number; newest: string | null }[] };
  const row = result.rows[0] ?? { applied: 0, newest: null };
  const { count, latest } = shippedMigrations();
  const newest = row.newest === null ? 0 : Number(row.newest);
  return {
    applied: row.applied,
    shipped: count,
    latest: latest?.tag ?? null,
    current: latest === undefined || (row.applied >= count && newest >= latest.when),
  };
}
