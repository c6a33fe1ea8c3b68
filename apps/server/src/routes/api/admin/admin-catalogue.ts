import { isDuration } from '@fitthali/domain/durations';
import { isMealOption } from '@fitthali/domain/plans';
import { validate } from '@fitthali/domain/schemas/first-error';
import { planPriceSchema } from '@fitthali/domain/schemas/plan-price';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadCatalogue } from '../../../catalogue/catalogue.ts';
import { coupons, planPrices } from '../../../db/schema/catalogue.ts';
import { HttpError } from '../../../http-error.ts';
import { isUniqueViolation } from '../../../orders/create-subscription.ts';

const MAX_COUPON = 5_000;

function body(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

function wholeRupees(value: unknown, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new HttpError(400, `${what} must be a whole number of rupees from 1 to ${max}.`);
  }
  return value;
}

function optionalExpiry(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const date =
    typeof value === 'string'
      ? new Date(value.length === 10 ? `${value}T23:59:59+05:30` : value)
      : null;
  if (!date || Number.isNaN(date.getTime())) throw new HttpError(400, 'Expiry must be a date.');
  return date;
}

function optionalLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new HttpError(400, 'Usage limit must be a whole number of 1 or more.');
  }
  return value;
}

function publicCoupon(c: typeof coupons.$inferSelect) {
  return {
    code: c.code,
    amount: c.amount,
    active: c.active,
    expiresAt: c.expiresAt,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    createdAt: c.createdAt,
  };
}

/** Plans' per-meal prices and the coupons: what the storefront and the order route price with. */
export async function adminCatalogueRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };

  app.get('/api/admin/plans', guard, async () => ({
    success: true,
    plans: await loadCatalogue(app.db),
  }));

  app.put('/api/admin/plans/:planId/prices', guard, async (request) => {
    const { planId } = request.params as { planId: string };
    const b = body(request);
    if (!isDuration(b.durationDays))
      throw new HttpError(400, 'Duration must be 3, 7, 21 or 28 days.');
    if (!isMealOption(b.mealOption))
      throw new HttpError(400, 'Meal option must be Veg or Non-Veg.');
    const checked = validate(planPriceSchema, b.price);
    if (!checked.success) throw new HttpError(400, checked.message);
    const price = checked.data;
    const updated = await app.db
      .update(planPrices)
      .set({ price, updatedAt: new Date() })
      .where(
        and(
          eq(planPrices.planId, planId),
          eq(planPrices.durationDays, b.durationDays),
          eq(planPrices.mealOption, b.mealOption),
        ),
      )
      .returning();
    if (updated.length === 0) throw new HttpError(404, 'No such plan.');
    // Orders already placed keep their frozen price; new ones and the storefront use this at once.
    app.catalogue.invalidate();
    const plan = (await loadCatalogue(app.db)).find((p) => p.id === planId);
    return { success: true, message: 'Price updated.', plan };
  });

  app.get('/api/admin/coupons', guard, async () => {
    const rows = await app.db.select().from(coupons).orderBy(asc(coupons.code));
    return { success: true, coupons: rows.map(publicCoupon) };
  });

  app.post('/api/admin/coupons', guard, async (request, reply) => {
    const b = body(request);
    const code = typeof b.code === 'string' ? b.code.trim().toUpperCase() : '';
    if (!/^[A-Z0-9]{3,20}$/.test(code)) {
      throw new HttpError(400, 'Coupon code must be 3 to 20 letters or digits.');
    }
    const values = {
      code,
      amount: wholeRupees(b.amount, MAX_COUPON, 'Discount'),
      active: b.active === undefined ? true : b.active === true,
      expiresAt: optionalExpiry(b.expiresAt) ?? null,
      usageLimit: optionalLimit(b.usageLimit) ?? null,
    };
    try {
      const [row] = await app.db.insert(coupons).values(values).returning();
      return reply.status(201).send({
        success: true,
        message: 'Coupon created.',
        coupon: publicCoupon(row as typeof coupons.$inferSelect),
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new HttpError(409, 'A coupon with this code already exists.');
      throw err;
    }
  });

  app.put('/api/admin/coupons/:code', guard, async (request) => {
    const { code } = request.params as { code: string };
    const b = body(request);
    const set: Partial<typeof coupons.$inferInsert> = {};
    if (b.active !== undefined) {
      if (typeof b.active !== 'boolean') throw new HttpError(400, 'Active must be true or false.');
      set.active = b.active;
    }
    if (b.amount !== undefined) set.amount = wholeRupees(b.amount, MAX_COUPON, 'Discount');
    const expiresAt = optionalExpiry(b.expiresAt);
    if (expiresAt !== undefined) set.expiresAt = expiresAt;
    const usageLimit = optionalLimit(b.usageLimit);
    if (usageLimit !== undefined) set.usageLimit = usageLimit;
    if (Object.keys(set).length === 0) throw new HttpError(400, 'Nothing to change.');
    const [row] = await app.db
      .update(coupons)
      .set(set)
      .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
      .returning();
    if (!row) throw new HttpError(404, 'No such coupon.');
    return { success: true, message: 'Coupon updated.', coupon: publicCoupon(row) };
  });
}
