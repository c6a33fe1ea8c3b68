import { rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { snapshotPglite } from '../backup/embedded-backup.ts';
import { pgDump } from '../backup/postgres-backup.ts';
import { fileStamp } from '../backup/restore-embedded.ts';
import { runningServer } from '../backup/running-server.ts';
import { loadConfig } from '../config.ts';
import { runCommand } from './run-command.ts';

const USAGE = `Usage: npm run backup [-- --out <file>]

Writes a consistent copy of the configured database to <file> (default: fitthali-<moment>.tar.gz
for the embedded database, fitthali-<moment>.dump on PostgreSQL), readable by its owner only.

Embedded database (no DATABASE_URL): while a server runs on DATA_DIR the copy is asked of it (the
database belongs to that one process); otherwise DATA_DIR is opened and copied directly.
PostgreSQL: pg_dump --format=custom of DATABASE_URL (pg_dump must be installed).
Restore with: npm run restore -- <file>   (docs/operations.md, "Back up and restore")`;

/** The copy, asked of the running server or taken from the files when none runs. */
async function embeddedSnapshot(dataDir: string): Promise<{ archive: Uint8Array; from: string }> {
  const server = await runningServer(dataDir);
  if (server) {
    const res = await fetch(`${server.url}/api/backup`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (!res.ok)
      throw new Error(`The server at ${server.url} answered ${res.status} to the backup.`);
    return {
      archive: new Uint8Array(await res.arrayBuffer()),
      from: `the server running on ${dataDir}`,
    };
  }
  const dir = join(dataDir, 'pglite');
  if (!(await stat(dir).catch(() => null))) {
    throw new Error(`There is no embedded database in ${dir} to back up.`);
  }
  const client = new PGlite(dir);
  try {
    await client.waitReady;
    return { archive: await snapshotPglite(client), from: dir };
  } finally {
    await client.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const stamp = fileStamp(new Date());
  if (config.database.kind === 'postgres') {
    const out = values.out ?? `fitthali-${stamp}.dump`;
    await pgDump(config.database.url, out);
    console.log(`PostgreSQL backup written to ${out}.`);
    return 0;
  }
  const out = values.out ?? `fitthali-${stamp}.tar.gz`;
  const { archive, from } = await embeddedSnapshot(config.dataDir);
  // Written beside and renamed: a file under the final name is always a whole backup.
  const partial = `${out}.partial`;
  await writeFile(partial, archive, { mode: 0o600 });
  await rename(partial, out);
  console.log(
    `Embedded database backup (${archive.byteLength} bytes) from ${from} written to ${out}.`,
  );
  return 0;
}

runCommand(main, 1);
