import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Db, openDatabase } from '../db/client.ts';
import { looksLikeSnapshot } from './embedded-backup.ts';
import { runningServer } from './running-server.ts';

export class RestoreError extends Error {}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** `2026-11-28T10-15-00Z`: a moment that sorts and is safe in a file name. */
export function fileStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * Restores an embedded-database snapshot into DATA_DIR/pglite (decision 220). The archive is
 * unpacked beside the live directory and opened there: migrated to this build's schema and
 * `verify`d (the books). Only then is the old directory moved aside to
 * `pglite.before-restore-<moment>` and the restored one put in its place; anything failing
 * before that leaves DATA_DIR as it was. Refused while a server runs on DATA_DIR.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  archive: Uint8Array;
  verify: (db: Db) => Promise<void>;
  now?: Date;
}): Promise<{ keptAt: string | null }> {
  const { dataDir, archive } = options;
  const server = await runningServer(dataDir);
  if (server) {
    throw new RestoreError(
      `A server (process ${server.pid}) is running on ${dataDir}: stop it first, then restore.`,
    );
  }
  if (!looksLikeSnapshot(archive)) {
    throw new RestoreError(
      'That file is not an embedded-database backup (a .tar.gz from npm run backup).',
    );
  }
  const live = join(dataDir, 'pglite');
  const staging = join(dataDir, 'pglite.restoring');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const unpacked = new PGlite(staging, { loadDataDir: new Blob([archive]) });
    await unpacked.waitReady;
    await unpacked.close();
    const restored = await openDatabase({ kind: 'pglite', dataDir: staging });
    try {
      await options.verify(restored.db);
    } finally {
      await restored.close();
    }
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
  let keptAt: string | null = null;
  if (await exists(live)) {
    keptAt = join(dataDir, `pglite.before-restore-${fileStamp(options.now ?? new Date())}`);
    await rename(live, keptAt);
  }
  await rename(staging, live);
  return { keptAt };
}
