import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { browserForFile, newPage, PHONE } from './browser.ts';
import { E2E_ADMIN, type RunningServer, serverEntry, startServer } from './server-process.ts';

/** A journey's own server, on an embedded database it seeded before the server opened it. */
export interface SeededServer {
  /** A JSON request to the server; a non-2xx answer throws with its body. */
  api<T>(path: string, token?: string, init?: RequestInit): Promise<T>;
  adminToken(): Promise<string>;
  /** A new page on the server, signed in as no one, on a phone unless told otherwise. */
  page(size?: BrowserContextOptions): Promise<Page>;
  /** A page signed in as the admin at `path`, on a phone unless told otherwise. */
  adminPage(path: string, size?: BrowserContextOptions): Promise<Page>;
}

/**
 * For journeys whose rules run on the server's clock, which a journey cannot move (a mark or cash
 * only on a delivery's day): the file's rows are written with the server's own migrations, dated
 * from today, into the embedded database the server then opens. Registers beforeAll and afterAll.
 * `env` adds settings to the server's environment, read when it starts (a stand-in SMTP server's
 * address made in an earlier beforeAll).
 */
export function seededServer(
  name: string,
  seed: (db: PGlite) => Promise<void>,
  env: () => Record<string, string> = () => ({}),
): SeededServer {
  const browser = browserForFile();
  let server: RunningServer | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `fitthali-${name}-`));
    const db = new PGlite(join(dataDir, 'pglite'));
    await migrate(drizzle(db), { migrationsFolder: join(serverEntry, '../../drizzle') });
    await seed(db);
    await db.close();
    server = await startServer({ ...env(), DATA_DIR: dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.cleanup();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
    if (!server) throw new Error('the server starts in beforeAll');
    const res = await fetch(`${server.baseURL}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const body = (await res.json()) as T;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async function adminToken(): Promise<string> {
    const body = await api<{ token: string }>('/api/admin/login', undefined, {
      method: 'POST',
      body: JSON.stringify(E2E_ADMIN),
    });
    return body.token;
  }

  const openPage = (size: BrowserContextOptions = PHONE) =>
    newPage(browser(), { ...size, baseURL: server?.baseURL });

  return {
    api,
    adminToken,
    page: openPage,
    async adminPage(path, size = PHONE) {
      const page = await openPage(size);
      await page.goto('/admin-login');
      await page.evaluate((token) => localStorage.setItem('adminToken', token), await adminToken());
      await page.goto(path);
      return page;
    },
  };
}
