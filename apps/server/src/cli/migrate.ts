import { schemaVersion } from '../db/schema-version.ts';
import { onConfiguredDatabase, runCommand } from './run-command.ts';

/**
 * `node apps/server/dist/migrate.js` (`npm run migrate`): applies the migrations this build ships
 * to the configured database, under the same advisory lock the instances take, and prints the
 * schema version. Run once per upgrade before the new instances start (deploy/, docs/operations.md).
 */
async function main(): Promise<number> {
  const version = await onConfiguredDatabase(schemaVersion);
  console.log(
    `database schema at ${version.latest ?? 'no migrations'} (${version.applied} of ${version.shipped} applied)`,
  );
  return version.current ? 0 : 1;
}

runCommand(main, 2);
