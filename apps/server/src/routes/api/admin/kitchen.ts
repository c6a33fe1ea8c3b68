import { addressOneLine } from '@fitthali/domain/address-line';
import { changeUntil } from '@fitthali/domain/delivery-settings';
import { type KitchenSlot, kitchenQuery } from '@fitthali/domain/schemas/admin-kitchen';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveries } from '../../../db/schema/deliveries.ts';
import { type StoredAddress, subscriptions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { loadDeliverySettings } from '../../../deliveries/delivery-settings.ts';

function mapsUrl(a: StoredAddress) {
  const query = a.lat !== null && a.lng !== null ? `${a.lat},${a.lng}` : addressOneLine(a);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** RFC 4180 field: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * What to cook and where to take it for one date and slot: the scheduled deliveries of that date
 * and kitchen slot (issue 13), so a skip, a pause or a cancel takes a meal off the sheet at once.
 * A delivery sent to its own address shows that address.
 */
async function kitchenSheet(app: FastifyInstance, date: string, slot: KitchenSlot) {
  const rows = await app.db
    .select({
      deliveryId: deliveries.id,
      id: deliveries.subscriptionId,
      plan: deliveries.planName,
      mealOption: deliveries.mealOption,
      slot: subscriptions.slot,
      address: sql<StoredAddress>`coalesce(${deliveries.address}, ${subscriptions.address})`,
      name: users.name,
      phone: users.phone,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(eq(deliveries.date, date), eq(deliveries.slot, slot), eq(deliveries.status, 'scheduled')),
    )
    .orderBy(
      asc(sql`coalesce(${deliveries.address}, ${subscriptions.address})->>'pin'`),
      asc(deliveries.planName),
      asc(deliveries.id),
    );

  const counts = new Map<string, { plan: string; mealOption: string; count: number }>();
  for (const r of rows) {
    const key = `${r.plan}|${r.mealOption}`;
    const entry = counts.get(key) ?? { plan: r.plan, mealOption: r.mealOption, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const meals = [...counts.values()].sort(
    (a, b) => a.plan.localeCompare(b.plan) || a.mealOption.localeCompare(b.mealOption),
  );
  const list = rows.map((r) => ({
    deliveryId: r.deliveryId,
    subscriptionId: r.id,
    customer: r.name ?? 'User Deleted',
    phone: r.phone ?? 'No Phone',
    address: r.address,
    fullAddress: addressOneLine(r.address),
    mapsUrl: mapsUrl(r.address),
    plan: r.plan,
    mealOption: r.mealOption,
    slot: r.slot,
  }));
  // Customers can still skip or pause until the slot's cut-off, so the counts are provisional
  // until then and final after.
  const settings = await loadDeliverySettings(app.db);
  const changesCloseAt = changeUntil(date, slot, settings.slots);
  const final = app.now().getTime() >= changesCloseAt.getTime();
  return {
    date,
    slot,
    meals,
    totalMeals: rows.length,
    deliveries: list,
    final,
    changesCloseAt: changesCloseAt.toISOString(),
  };
}

export const adminKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin, schema: { querystring: kitchenQuery } };

  app.get('/api/admin/kitchen', guard, async (request) => {
    const { date, slot } = request.query;
    return { success: true, ...(await kitchenSheet(app, date, slot)) };
  });

  app.get('/api/admin/kitchen.csv', guard, async (request, reply) => {
    const { date, slot } = request.query;
    const sheet = await kitchenSheet(app, date, slot);
    const lines = [
      ['Customer', 'Phone', 'Address', 'PIN', 'Plan', 'Meal', 'Slot', 'Map']
        .map(csvField)
        .join(','),
      ...sheet.deliveries.map((d) =>
        [d.customer, d.phone, d.fullAddress, d.address.pin, d.plan, d.mealOption, d.slot, d.mapsUrl]
          .map(csvField)
          .join(','),
      ),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="fitthali-${date}-${slot.toLowerCase()}.csv"`,
      )
      .send(`${lines.join('\r\n')}\r\n`);
  });
};
