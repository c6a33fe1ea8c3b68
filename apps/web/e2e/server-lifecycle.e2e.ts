import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry, startServer } from './support/server-process.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the built server process', () => {
  it('shuts down cleanly on SIGTERM and keeps its data across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fitthali-restart-'));
    dirs.push(dataDir);
    const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(first.output()).toMatch(/"result":"created"/);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // The admin row written by the first run is still there.
    expect(second.output()).toMatch(/"result":"unchanged"/);
    const health = await fetch(`${second.baseURL}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(await second.stop()).toBe(0);
  });

  it('refuses to start with a bad setting and names it', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT:');
  });

  it('refuses to start in production without JWT_SECRET', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: '', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET: is required when NODE_ENV=production');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs the same code on PostgreSQL via DATABASE_URL',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `fitthali_e2e_${randomBytes(5).toString('hex')}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const server = await startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: 'info' });
        expect(server.output()).toMatch(/"result":"created"/);
        const home = await fetch(`${server.baseURL}/`);
        expect(home.status).toBe(200);
        expect(await server.stop()).toBe(0);
        await server.cleanup();
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    },
  );
});
