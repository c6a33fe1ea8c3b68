import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * A customer's rows of one table as the profile lists them: newest first, the last 200. `query` is
 * the table's select made `$dynamic()`; its rows keep their type.
 */
export function newestOfCustomer<Q extends PgSelect>(
  query: Q,
  table: { userId: PgColumn; createdAt: PgColumn },
  userId: string,
) {
  return query.where(eq(table.userId, userId)).orderBy(desc(table.createdAt)).limit(200);
}
