import { ConfigError, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';

/** Runs on the configured database (DATABASE_URL, or the embedded one), closed after. */
export async function onConfiguredDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig().database);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command and exits with the code it returns; a thrown error exits with `failCode`, a
 * configuration error printed as its message alone.
 */
export function runCommand(main: () => Promise<number>, failCode: number): void {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(failCode);
    },
  );
}
