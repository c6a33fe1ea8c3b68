import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, DEFAULT_THROTTLE_LIMITS } from '../../src/config.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ADMIN = { email: 'admin@fitthali.test', password: 'admin-password-1' };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** A small stand-in for the built web app, so server tests do not depend on a web build. */
export async function writeFakeWebBuild(dir: string) {
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  await mkdir(join(dir, 'about'), { recursive: true });
  await mkdir(join(dir, '404'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page('Home'));
  // The web build writes compressed copies beside each text file.
  await writeFile(join(dir, 'index.html.br'), brotliCompressSync(page('Home')));
  await writeFile(join(dir, 'index.html.gz'), gzipSync(page('Home')));
  await writeFile(join(dir, 'about', 'index.html'), page('About'));
  await writeFile(join(dir, '404', 'index.html'), page('404 - Page Not Found'));
  await writeFile(join(dir, '__spa-fallback.html'), page('Loading'));
  await writeFile(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(
    join(dir, 'assets', 'app-abc123.js.br'),
    brotliCompressSync('console.log("app");'),
  );
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/** A temporary folder holding the fake web build, for tests that rewrite its pages. */
export async function fakeWebDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fitthali-web-'));
  await writeFakeWebBuild(dir);
  return dir;
}

/** How a content security policy names an inline script: the hash of its text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fitthali-test-'));
  const webDir = join(dataDir, 'web');
  await writeFakeWebBuild(webDir);
  const database = await createTestDatabase();
  const config: AppConfig = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: database.config,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    admin: TEST_ADMIN,
    nominatimUrl: 'http://127.0.0.1:9/',
    webDir,
    logLevel: 'silent',
    trustProxy: false,
    // The per-identifier slowdown has its own tests; elsewhere it would only make tests that fail
    // one account's password from many addresses depend on the clock.
    throttle: {
      ...DEFAULT_THROTTLE_LIMITS,
      loginPerIdentifier: { ...DEFAULT_THROTTLE_LIMITS.loginPerIdentifier, limit: 1000 },
    },
    redisUrl: undefined,
    payments: { razorpay: undefined, testMode: true, onlineOrderTtlMinutes: 30 },
    // Tests call the recurring jobs' functions on their own clocks; the job queue's tests turn
    // workers on where they test them.
    jobs: 'off',
    ...overrides,
  };
  const app = await buildApp(config, options);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
