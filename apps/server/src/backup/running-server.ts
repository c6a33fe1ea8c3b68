import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a server running on the embedded database leaves in DATA_DIR while it listens: its process,
 * where it answers, and the token its backup route accepts. The embedded database belongs to one
 * process, so `npm run backup` asks this server for the copy and `npm run restore` refuses while
 * it runs. The file is readable by the data's owner only; whoever can read it can read the
 * database files beside it anyway, so the token grants nothing more.
 */
export interface RunningServer {
  pid: number;
  url: string;
  token: string;
}

const FILE = 'server.json';

export function newBackupToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function announceServer(dataDir: string, server: RunningServer): Promise<void> {
  await writeFile(join(dataDir, FILE), `${JSON.stringify(server)}\n`, { mode: 0o600 });
}

/** Removes the announcement, unless another server has written its own since. */
export async function withdrawServer(dataDir: string, pid: number): Promise<void> {
  const current = await readAnnouncement(dataDir);
  if (current?.pid === pid) await rm(join(dataDir, FILE), { force: true });
}

async function readAnnouncement(dataDir: string): Promise<RunningServer | null> {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, FILE), 'utf8')) as RunningServer;
    return typeof parsed.pid === 'number' && parsed.url && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server running on this DATA_DIR, or null when none is (no announcement, or one left by a
 * process that has since died without removing it).
 */
export async function runningServer(dataDir: string): Promise<RunningServer | null> {
  const announced = await readAnnouncement(dataDir);
  return announced && alive(announced.pid) ? announced : null;
}
