import type { CollectionAnswer } from '@fitthali/domain/money-answers';
import { alias } from 'drizzle-orm/pg-core';
import { collections } from '../db/schema/collections.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { users } from '../db/schema/users.ts';

/** Who recorded a collection (an alias: the admin list joins `users` for the customer too). */
export const collector = alias(users, 'collector');

/**
 * What a collection's answer is read from: select beside a join of the collection's delivery and
 * a left join of `collector` on the collection's actor.
 */
export const collectionColumns = {
  c: collections,
  date: deliveries.date,
  slot: deliveries.slot,
  collectorName: collector.name,
};

interface CollectionRow {
  c: typeof collections.$inferSelect;
  date: string;
  slot: string;
  collectorName: string | null;
}

/** Cash recorded for a COD order as the admin API answers it (the cash step and the list). */
export function collectionAnswer(row: CollectionRow): CollectionAnswer<Date> {
  return {
    _id: row.c.id,
    subscriptionId: row.c.subscriptionId,
    deliveryId: row.c.deliveryId,
    deliveryDate: row.date,
    slot: row.slot,
    amount: row.c.amount,
    collectedAt: row.c.collectedAt,
    collectedBy: { _id: row.c.actorId, name: row.collectorName, actor: row.c.actor },
  };
}
