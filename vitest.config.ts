import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (
  name: string,
  env: Record<string, string>,
  globalSetup: string,
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    env,
    // A migrated database, made once per run, that every test's database is a copy of
    // (decision 280).
    globalSetup: [globalSetup],
    // One process runs file after file: PGlite's WebAssembly is set up once per worker, not once
    // per file. No server test mocks modules or changes globals, and each builds its own app
    // (decision 280).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The integration tests run on embedded PGlite always, and again on PostgreSQL when a test
// database is given (CI gives one).
const postgresUrl = process.env.TEST_DATABASE_URL;

// Test files run at once. Vitest's default is one less than the cores: one at a time on a 2-core
// CI machine, where the PostgreSQL files mostly wait (on the database, child processes, the job
// queue's polling) and the PGlite files compute; three at once keeps both cores busy (decision
// 150: the admin integration files on both databases took 357 s one at a time, 270 s three at once).
// The browser journeys stay one file at a time (`fileParallelism: false`).
const maxWorkers = Math.max(3, availableParallelism() - 1);

// One runner for every level; `npm test` selects projects so the slow ones (integration, browser)
// can also be run on their own.
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      serverProject('server', { TEST_DB_DRIVER: 'pglite' }, './test/setup/pglite-image.ts'),
      ...(postgresUrl
        ? [
            serverProject(
              'server-pg',
              { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: postgresUrl },
              './test/setup/postgres-template.ts',
            ),
          ]
        : []),
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
