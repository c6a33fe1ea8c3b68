import { parseArgs } from 'node:util';
import { booksCheck } from '../books/books-check.ts';
import { booksReport } from '../books/books-report.ts';
import { onConfiguredDatabase, runCommand } from './run-command.ts';

const USAGE = `Usage: npm run books [-- --json]

Checks the books of the configured database (DATABASE_URL, or the embedded one under DATA_DIR):
money in (online captured + COD collected) − refunds = collected net, every order paid at most
once and by its total, every collection on its order's delivery, the delivery books, and the
credit and cancellation parts. Exits 0 when balanced, 1 when not. --json prints the whole check.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const check = await onConfiguredDatabase(booksCheck);
  console.log(values.json ? JSON.stringify(check, null, 2) : booksReport(check));
  return check.ok ? 0 : 1;
}

runCommand(main, 2);
