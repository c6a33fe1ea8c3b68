import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';

/**
 * pg-boss's SQL (text with $1…$n) run on a Drizzle transaction, so a job is enqueued in the same
 * transaction as the row that asks for it: both commit or neither does. Each $n becomes a Drizzle
 * parameter, so values are still sent apart from the text.
 */
export function txExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        const index = Number(match[1]) - 1;
        if (index < 0 || index >= values.length) continue;
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[index] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return { rows: result.rows };
    },
  };
}
