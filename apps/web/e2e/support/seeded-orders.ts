import type { PGlite } from '@electric-sql/pglite';

export interface SeededOrder {
  customer: { name: string; email: string; phone: string; passwordHash?: string };
  /** One High Protein Veg lunch on each date; those before `today` delivered, the rest to come. */
  dates: readonly string[];
  today: string;
  address: object;
  /** The order's COD payment record, due (the cash journeys record it). */
  withPayment?: boolean;
}

/**
 * A new customer's confirmed Cash on Delivery order at ₹249 a meal, written straight into a
 * seeded server's database; answers the order's id.
 */
export async function seedCodLunches(db: PGlite, order: SeededOrder): Promise<string> {
  const { customer, dates } = order;
  const total = 249 * dates.length;
  const result = await db.query<{ id: string }>(
    `with u as (
       insert into users (name, email, phone, password_hash) values ($1, $2, $3, $4) returning id
     ), s as (
       insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label,
         days, start_date, selected_days, delivery_dates, address, price_per_meal, total_meals,
         subtotal, total_price, payment_mode, payment_status, status, confirmed_at)
       select u.id, 'high-protein', 'High Protein', 'Lunch', 'Veg', $5, $6, $7::date,
         array['Monday'], $8::date[], $9::jsonb, 249, $6, $10, $10, 'COD', 'due', 'active', now()
       from u returning id, user_id
     ), t as (
       insert into transactions (subscription_id, user_id, amount, mode, status, gateway)
       select s.id, s.user_id, $10, 'COD', 'due', 'cod' from s where $11
     )
     select id from s`,
    [
      customer.name,
      customer.email,
      customer.phone,
      customer.passwordHash ?? null,
      dates.length === 1 ? '1 Day' : `${dates.length} Days`,
      dates.length,
      dates[0],
      dates,
      JSON.stringify(order.address),
      total,
      order.withPayment ?? false,
    ],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('order not seeded');
  for (const date of dates) {
    await db.query(
      `insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
       values ($1, $2::date, 'Lunch', $3, 'High Protein', 'Veg')`,
      [id, date, date < order.today ? 'delivered' : 'scheduled'],
    );
  }
  return id;
}
