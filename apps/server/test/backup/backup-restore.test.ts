// Issue 28 point 4: a backup of either database, restored after the data is wiped, gives back every
// order, delivery, credit, refund, invoice, rating and dish photo, with the books balanced.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { pgDump, pgRestore } from '../../src/backup/postgres-backup.ts';
import { RestoreError, restoreEmbedded } from '../../src/backup/restore-embedded.ts';
import { announceServer, runningServer } from '../../src/backup/running-server.ts';
import { booksCheck } from '../../src/books/books-check.ts';
import type { AppConfig, DatabaseConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDriver } from '../helpers/test-database.ts';
import { observe, type SeededBusiness, seedBusiness } from './seed-business.ts';

// A business made through the API (signups hash passwords, the photo is resized) on a busy machine.
const SEED_TIMEOUT = 180_000;

let now = new Date();
const clock = { clock: () => now };
const setNow = (next: Date) => {
  now = next;
};

async function balanced(db: Db) {
  const check = await booksCheck(db);
  expect(check.ok, JSON.stringify(check)).toBe(true);
  // Not an empty database that balances trivially.
  expect(check.money.moneyIn).toBeGreaterThan(0);
}

let t: TestApp;
let dir: string;
let seeded: SeededBusiness;
let before: Awaited<ReturnType<typeof observe>>;

async function seed(overrides: Partial<AppConfig>) {
  t = await createTestApp(overrides, clock);
  seeded = await seedBusiness(t.app, setNow);
  before = await observe(t.app, seeded);
  // Everything the restore must give back is there to be lost.
  const [online, cod] = before.exports;
  expect(online?.invoices.length).toBeGreaterThan(0);
  expect(online?.refunds).toHaveLength(1);
  expect(cod?.deliveries.map((d: { status: string }) => d.status)).toContain('delivered');
  expect(cod?.credits.length).toBeGreaterThan(0);
  expect(cod?.ratings).toHaveLength(1);
  expect(before.photo.length).toBeGreaterThan(100);
  await balanced(t.app.db);
}

/** The same server again, on `database` (the restored data). */
function reopen(database: DatabaseConfig): Promise<FastifyInstance> {
  return buildApp({ ...t.config, database }, clock);
}

describe.runIf(testDriver === 'pglite')('the embedded database', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fitthali-backup-'));
    await seed({ dataDir: dir, database: { kind: 'pglite', dataDir: join(dir, 'pglite') } });
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  // Three databases opened on a busy machine: the restore opens and migrates its copy to check it.
  it('is copied by the running server only for its own token, restored after a wipe, whole', {
    timeout: 180_000,
  }, async () => {
    expect(t.app.backupToken).toBeTruthy();
    const refused = await t.app.inject({ method: 'GET', url: '/api/backup' });
    expect(refused.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/backup',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/backup',
      headers: { authorization: `Bearer ${t.app.backupToken}` },
    });
    expect(res.statusCode).toBe(200);
    const archive = new Uint8Array(res.rawPayload);

    await t.app.close();
    await rm(join(dir, 'pglite'), { recursive: true, force: true });
    const { keptAt } = await restoreEmbedded({ dataDir: dir, archive, verify: balanced });
    expect(keptAt).toBeNull();

    const restored = await reopen({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    try {
      expect(await observe(restored, seeded)).toEqual(before);
      await balanced(restored.db);
    } finally {
      await restored.close();
    }
    // Restoring over a database keeps the one it replaces aside, as the rollback.
    const again = await restoreEmbedded({ dataDir: dir, archive, verify: balanced });
    expect(again.keptAt).toMatch(/pglite\.before-restore-/);
    expect((await stat(join(again.keptAt ?? '', 'PG_VERSION'))).isFile()).toBe(true);
  });

  it('refuses to restore while a server runs on DATA_DIR, and what fails its check changes nothing', async () => {
    const restoreDir = await mkdtemp(join(tmpdir(), 'fitthali-restore-'));
    try {
      await announceServer(restoreDir, { pid: process.pid, url: 'http://127.0.0.1:1', token: 'x' });
      expect(await runningServer(restoreDir)).not.toBeNull();
      const archive = new Uint8Array([0x1f, 0x8b, 0]);
      await expect(
        restoreEmbedded({ dataDir: restoreDir, archive, verify: balanced }),
      ).rejects.toThrow(/server \(process \d+\) is running/);

      await rm(join(restoreDir, 'server.json'));
      await expect(
        restoreEmbedded({
          dataDir: restoreDir,
          archive: new Uint8Array([1, 2, 3]),
          verify: balanced,
        }),
      ).rejects.toBeInstanceOf(RestoreError);
      expect(await readdir(restoreDir)).toEqual([]);
    } finally {
      await rm(restoreDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDriver === 'postgres')('PostgreSQL', () => {
  const admin = process.env.TEST_DATABASE_URL ?? '';
  const fresh = `fitthali_restored_${process.pid}`;
  const freshUrl = () => {
    const url = new URL(admin);
    url.pathname = `/${fresh}`;
    return url.toString();
  };
  async function onAdmin(query: string) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fitthali-backup-'));
    await seed({});
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await onAdmin(`drop database if exists ${fresh} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('is dumped with pg_dump while the server runs and restored with pg_restore into a new database, whole', async () => {
    if (t.config.database.kind !== 'postgres') throw new Error('a PostgreSQL test database');
    const file = join(dir, 'fitthali.dump');
    await pgDump(t.config.database.url, file);
    await t.app.close();
    // The wipe: the database is gone.
    await onAdmin(`drop database ${new URL(t.config.database.url).pathname.slice(1)} with (force)`);
    await onAdmin(`create database ${fresh}`);
    await pgRestore(freshUrl(), file);

    const restored = await reopen({ kind: 'postgres', url: freshUrl() });
    try {
      expect(await observe(restored, seeded)).toEqual(before);
      await balanced(restored.db);
    } finally {
      await restored.close();
    }
  });
});
