import { parseArgs } from 'node:util';
import { CreateAdminError, createAdmin } from '../admin/create-admin.ts';
import { onConfiguredDatabase, runCommand } from './run-command.ts';

const USAGE = `Usage: npm run admin -- create --email <address> [--promote]

Creates an admin account on the configured database (DATABASE_URL, or the embedded one under
DATA_DIR). The password is read from ADMIN_NEW_PASSWORD or, if unset, from standard input
(one line; at least 8 characters). An address that belongs to a customer is refused unless
--promote is given. Running it for an existing admin resets that admin's password and ends
every session signed in with the old one.`;

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('New admin password: ');
  let input = '';
  for await (const chunk of process.stdin) {
    input += chunk;
    if (input.includes('\n')) break;
  }
  return input.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' }, promote: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals[0] !== 'create' || !values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  if (password.length < 8 || password.length > 128) {
    console.error('The password must be 8 to 128 characters.');
    return 2;
  }
  const email = values.email;
  return onConfiguredDatabase(async (db) => {
    try {
      const result = await createAdmin(db, { email, password, promote: values.promote ?? false });
      console.log(`Admin ${email.toLowerCase()}: ${result}. Log in at /admin-login.`);
      return 0;
    } catch (err) {
      if (err instanceof CreateAdminError) {
        console.error(err.message);
        return 1;
      }
      throw err;
    }
  });
}

runCommand(main, 1);
