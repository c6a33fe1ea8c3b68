import type { PGlite } from '@electric-sql/pglite';

export interface SeededOrder {
  customer: { name: string; email: string; phone: string; passwordHash?: string };
  /** One High Protein Veg lunch on each date; those before `today` delivered, the rest to come. */
  dates: readonly string[];
  today: string;
  address: object;
  /** The order's COD payment record, due (the cash journeys record it). */
  withPayment?: boolean;
  /** The kitchen slot of its meals; Lunch unless told. */
  slot?: 'Lunch' | 'Dinner';
  /** Its plan and meal option; a High Protein Veg meal unless told. */
  plan?: { id: string; name: string; mealOption: 'Veg' | 'Non-Veg' };
}

/** The customer's id: theirs when the email is already seeded (a second order), else a new one. */
async function customerId(db: PGlite, customer: SeededOrder['customer']): Promise<string> {
  const found = await db.query<{ id: string }>('select id from users where email = $1', [
    customer.email,
  ]);
  const existing = found.rows[0]?.id;
  if (existing) return existing;
  const made = await db.query<{ id: string }>(
    'insert into users (name, email, phone, password_hash) values ($1, $2, $3, $4) returning id',
    [customer.name, customer.email, customer.phone, customer.passwordHash ?? null],
  );
  const id = made.rows[0]?.id;
  if (!id) throw new Error('customer not seeded');
  return id;
}

/**
 * A confirmed Cash on Delivery order at ₹249 a meal (the customer's first, or another one when
 * their email was seeded before), written straight into a seeded server's database; answers the
 * order's id.
 */
export async function seedCodLunches(db: PGlite, order: SeededOrder): Promise<string> {
  const { dates } = order;
  const slot = order.slot ?? 'Lunch';
  const plan = order.plan ?? { id: 'high-protein', name: 'High Protein', mealOption: 'Veg' };
  const total = 249 * dates.length;
  const result = await db.query<{ id: string }>(
    `with s as (
       insert into subscriptions (user_id, plan_id, plan_name, slot, meal_option, duration_label,
         days, start_date, selected_days, delivery_dates, address, price_per_meal, total_meals,
         subtotal, total_price, payment_mode, payment_status, status, confirmed_at)
       values ($1::uuid, $10, $11, $9, $12, $2, $3, $4::date,
         array['Monday'], $5::date[], $6::jsonb, 249, $3, $7, $7, 'COD', 'due', 'active', now())
       returning id, user_id
     ), t as (
       insert into transactions (subscription_id, user_id, amount, mode, status, gateway)
       select s.id, s.user_id, $7, 'COD', 'due', 'cod' from s where $8
     )
     select id from s`,
    [
      await customerId(db, order.customer),
      dates.length === 1 ? '1 Day' : `${dates.length} Days`,
      dates.length,
      dates[0],
      dates,
      JSON.stringify(order.address),
      total,
      order.withPayment ?? false,
      slot,
      plan.id,
      plan.name,
      plan.mealOption,
    ],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('order not seeded');
  for (const date of dates) {
    await db.query(
      `insert into deliveries (subscription_id, date, slot, status, plan_name, meal_option)
       values ($1, $2::date, $4, $3, $5, $6)`,
      [id, date, date < order.today ? 'delivered' : 'scheduled', slot, plan.name, plan.mealOption],
    );
  }
  return id;
}
