import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/auth/jwt-secret.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('resolveJwtSecret', () => {
  it('uses the configured secret as is', async () => {
    expect(await resolveJwtSecret('configured-secret', '/nonexistent')).toBe('configured-secret');
  });

  it('generates a secret once and keeps it under DATA_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fitthali-secret-'));
    dirs.push(dir);
    const first = await resolveJwtSecret(undefined, join(dir, 'data'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const second = await resolveJwtSecret(undefined, join(dir, 'data'));
    expect(second).toBe(first);
    expect((await readFile(join(dir, 'data', 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, 'data', 'jwt-secret'))).mode & 0o077).toBe(0);
  });
});
