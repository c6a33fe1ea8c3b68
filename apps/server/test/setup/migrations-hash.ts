import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { migrationsDir } from '../../src/paths.ts';

/** Every file of the migrations folder, so a changed or added migration names a new copy. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(migrationsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(migrationsDir, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
