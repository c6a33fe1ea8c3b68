import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { testDriver } from '../helpers/test-database.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

// Only the embedded database lives in our own files; PostgreSQL keeps its data itself.
describe.runIf(testDriver === 'pglite')('embedded database on disk', () => {
  it('keeps data across a close and reopen, and migrating twice is harmless', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fitthali-pglite-'));
    dirs.push(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    await first.db.insert(users).values({ name: 'Asha', email: 'asha@example.in' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    const rows = await second.db.select().from(users).where(eq(users.email, 'asha@example.in'));
    expect(rows.map((r) => r.name)).toEqual(['Asha']);
    await second.close();
    // Creating an embedded database on disk twice takes several seconds, and on a machine busy
    // with other test files more than the default 30 s allows.
  }, 120_000);
});
