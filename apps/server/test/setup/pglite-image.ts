import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import * as schema from '../../src/db/schema/index.ts';
import { migrationsDir } from '../../src/paths.ts';

/**
 * The `server` project's tests each open a new in-memory PGlite. Creating one and applying every
 * migration takes one to two seconds of CPU; loading the files of one migrated here, once per
 * run, a few hundred milliseconds (decision 280). `test/db/migrate-from-empty.test.ts` still
 * migrates an empty database through the server's own path.
 */
export default async function setup(project: TestProject) {
  const client = new PGlite();
  await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir });
  await client.exec('checkpoint');
  // Uncompressed: every test database loads it, and gunzipping it cost more than reading 40 MB.
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'fitthali-pglite-image-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
