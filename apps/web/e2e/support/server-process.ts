import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

/** The built web app under test: WEB_BUILD_DIR lets parallel checkouts build side by side. */
export const webDir = join(
  resolve(repoRoot, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build'),
  'client',
);

export const E2E_ADMIN = { email: 'admin@fitthali.test', password: 'admin-password-1' };

/** The operator's contact points the journeys' server runs with: not the built placeholders. */
export const E2E_CONTACT = {
  phone: '+91 98610 12345',
  whatsapp: '+91 70080 54321',
  email: 'care@fitthali.test',
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  cleanup: () => Promise<void>;
}

/** Starts the real built server (`npm start` minus the build) on a free port with its own data. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'fitthali-e2e-')));
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIR: webDir,
      // The journeys sign up many customers from one address.
      SIGNUP_LIMIT_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const baseURL = `http://127.0.0.1:${port}`;

  // Two minutes: on a loaded machine a cold start (migrations on a fresh database) has taken 60 s.
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
      try {
        const res = await fetch(`${baseURL}/api/ready`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    // The caller never gets a handle on a server that failed to start: end it here, or it would
    // outlive the test and keep vitest from exiting.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    baseURL,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    cleanup: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
