import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { otherSessions, pgRestore } from '../backup/postgres-backup.ts';
import { RestoreError, restoreEmbedded } from '../backup/restore-embedded.ts';
import { booksCheck } from '../books/books-check.ts';
import { booksReport } from '../books/books-report.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { onConfiguredDatabase, runCommand } from './run-command.ts';

const USAGE = `Usage: npm run restore -- <file> [--accept-unbalanced]

Restores a backup from npm run backup into the configured database, then checks its books.

Embedded database: refused while a server runs on DATA_DIR. The backup is unpacked beside the
live database, migrated to this version and its books checked; only then is the old directory
moved aside to DATA_DIR/pglite.before-restore-<moment> (the rollback: delete it once the restored
data looks right) and the restored one put in its place. Books that do not balance stop the
restore unless --accept-unbalanced is given.
PostgreSQL: refused while anything else is connected to DATABASE_URL's database (stop the
servers and workers). pg_restore replaces its contents in one transaction. For a rollback, restore
into a new database and point DATABASE_URL at it (docs/operations.md).`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      'accept-unbalanced': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    const url = config.database.url;
    const others = await otherSessions(url);
    if (others > 0) {
      console.error(
        `${others} other session(s) are connected to this database: stop the servers and workers first.`,
      );
      return 1;
    }
    await pgRestore(url, file);
    const check = await onConfiguredDatabase(booksCheck);
    console.log(booksReport(check));
    console.log(`Restored ${file} into the PostgreSQL database.`);
    return check.ok ? 0 : 1;
  }
  const verify = async (db: Db) => {
    const check = await booksCheck(db);
    console.log(booksReport(check));
    if (!check.ok && !values['accept-unbalanced']) {
      throw new RestoreError(
        'The books of this backup do not balance (above): nothing was changed. Restore it anyway with --accept-unbalanced.',
      );
    }
  };
  try {
    const archive = new Uint8Array(await readFile(file));
    const { keptAt } = await restoreEmbedded({ dataDir: config.dataDir, archive, verify });
    console.log(`Restored ${file} into ${config.dataDir}/pglite.`);
    if (keptAt) {
      console.log(
        `The database it replaced is kept at ${keptAt}: once the restored data looks right, delete it.`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof RestoreError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

runCommand(main, 1);
