import { addressOneLine } from '@fitthali/domain/address-line';
import { type KitchenSlot, kitchenQuery } from '@fitthali/domain/schemas/admin-kitchen';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StoredAddress, subscriptions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';

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
 * What to cook and where to take it for one date and slot: active orders whose delivery dates
 * include the date; 'Lunch + Dinner' orders appear on both sheets.
 */
async function kitchenSheet(app: FastifyInstance, date: string, slot: KitchenSlot) {
  const rows = await app.db
    .select({
      id: subscriptions.id,
      plan: subscriptions.planName,
      mealOption: subscriptions.mealOption,
      slot: subscriptions.slot,
      address: subscriptions.address,
      name: users.name,
      phone: users.phone,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.deliveryDates} @> array[${date}]::date[]`,
        inArray(subscriptions.slot, [slot, 'Lunch + Dinner']),
      ),
    )
    .orderBy(asc(sql`${subscriptions.address}->>'pin'`), asc(subscriptions.planName));

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
  const deliveries = rows.map((r) => ({
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
  return { date, slot, meals, totalMeals: rows.length, deliveries };
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
