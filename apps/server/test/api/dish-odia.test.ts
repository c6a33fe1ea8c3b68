// Issue 27: dishes carry an Odia name and description the operator writes beside the English; a
// customer's answers, pages and messages name dishes in their language, falling back to the
// English field by field.
import { readFileSync } from 'node:fs';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { DISH_MSG } from '@fitthali/domain/dish-messages';
import { mondayOf } from '@fitthali/domain/menu-rotation';
import { SEED_DISH_ODIA, SEED_DISH_ODIA_DESCRIPTIONS } from '@fitthali/domain/seed-dish-odia';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dishes } from '../../src/db/schema/dishes.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { users } from '../../src/db/schema/users.ts';
import { scheduleDueReminders } from '../../src/notifications/reminders.ts';
import { renderMessage } from '../../src/notifications/templates.ts';
import { insertDish, PROTEIN_VEG_LUNCH, planMenuDays } from '../factories/menu-dishes.ts';
import { signupUser } from '../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../helpers/clocked-app.ts';

const t = clockedTestApp();
const ODIA = { 'accept-language': 'or' };

let made = 0;
function dishBody(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    name: `Dal rice ${made} ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Yellow dal with steamed rice.',
    diet: 'veg',
    calories: 410,
    protein: 14,
    carbs: 60,
    fat: 8,
    fibre: 6,
    allergens: [],
    tags: [],
    ...overrides,
  };
}

describe('the admin writes a dish’s Odia beside the English', () => {
  it('POST, GET and PUT take and answer nameOr and descriptionOr', async () => {
    const created = await t.call(
      'POST',
      '/api/admin/dishes',
      t.admin,
      dishBody({ nameOr: ' ଡାଲି  ଭାତ ', descriptionOr: 'ହଳଦିଆ ଡାଲି ସହ ଗରମ ଭାତ।' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const dish = created.json().dish;
    expect(dish).toMatchObject({ nameOr: 'ଡାଲି ଭାତ', descriptionOr: 'ହଳଦିଆ ଡାଲି ସହ ଗରମ ଭାତ।' });

    const listed = async () =>
      (await t.call('GET', '/api/admin/dishes', t.admin))
        .json()
        .dishes.find((row: { _id: string }) => row._id === dish._id);
    expect(await listed()).toMatchObject({ name: dish.name, nameOr: 'ଡାଲି ଭାତ' });
    // The admin reads English even when its browser asks for Odia: the admin area stays English.
    const odiaAdmin = await t.call('GET', '/api/admin/dishes', t.admin, undefined, ODIA);
    expect(odiaAdmin.json().dishes.find((row: { _id: string }) => row._id === dish._id).name).toBe(
      dish.name,
    );

    const put = (body: object) => t.call('PUT', `/api/admin/dishes/${dish._id}`, t.admin, body);
    expect((await put({ nameOr: 'ଡାଲି ଭାତ, ଆଳୁ ଭଜା' })).json().dish.nameOr).toBe('ଡାଲି ଭାତ, ଆଳୁ ଭଜା');
    const cleared = await put({ nameOr: '' });
    expect(cleared.json().dish).toMatchObject({
      nameOr: null,
      descriptionOr: 'ହଳଦିଆ ଡାଲି ସହ ଗରମ ଭାତ।',
    });
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish._id));
    expect(row?.nameOr).toBeNull();
  });

  it('refuses English in the Odia box, and too long an Odia name, with a sentence', async () => {
    const english = await t.call(
      'POST',
      '/api/admin/dishes',
      t.admin,
      dishBody({ nameOr: 'Dal rice' }),
    );
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ success: false, message: DISH_MSG.nameOrNotOdia });
    const long = await t.call(
      'POST',
      '/api/admin/dishes',
      t.admin,
      dishBody({ nameOr: 'ଡାଲି'.repeat(40) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: DISH_MSG.nameOrTooLong });
  });
});

describe('customers read dishes in their language', () => {
  // Without `from`, the menu is the current India week: a date asked for by name is asked for by
  // range, so tomorrow on a Sunday (next week) is answered too.
  const menu = (headers: Record<string, string> = {}, plan = 'High Protein', on?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/menu?${new URLSearchParams({ plan, mealOption: 'Veg', ...(on ? { from: on, to: on } : {}) })}`,
      headers,
    });

  it('GET /api/menu names the seeded dishes in Odia for an Odia request, in English otherwise', async () => {
    const monday = mondayOf(todayInIndia(t.app.now()));
    const first = (res: Awaited<ReturnType<typeof menu>>) =>
      res
        .json()
        .days.find(
          (day: { date: string; slot: string }) => day.date === monday && day.slot === 'Lunch',
        );
    const english = first(await menu());
    expect(english.dish.name).toBe('Paneer tikka, brown rice, dal tadka');
    const odia = await menu(ODIA);
    expect(odia.headers.vary).toContain('Accept-Language');
    expect(first(odia).dish.name).toBe('ପନିର ଟିକ୍କା, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି ତଡ଼କା');
    // The seeded dish is described in Odia (decision 292); its English description stays empty.
    expect(first(odia).dish.description).toBe(
      SEED_DISH_ODIA_DESCRIPTIONS['Paneer tikka, brown rice, dal tadka'],
    );
    expect(english.dish.description).toBe('');
    expect(Object.keys(first(odia).dish).sort()).toEqual(Object.keys(english.dish).sort());
  });

  it('falls back to the English, field by field, where the Odia is empty', async () => {
    const date = addDays(todayInIndia(t.app.now()), 1);
    const plain = await insertDish(t.app, {
      name: `Plain khichdi ${Date.now()}`,
      description: 'Moong dal and rice.',
      diet: 'veg',
      calories: 380,
      descriptionOr: 'ମୁଗ ଡାଲି ଓ ଚାଉଳ।',
    });
    await planMenuDays(t.app, { planId: 'weightloss', mealOption: 'Veg', slot: 'Lunch' }, [
      { date, dishId: plain.id },
    ]);
    const res = await menu(ODIA, 'Weightloss', date);
    const day = res
      .json()
      .days.find((d: { date: string; slot: string }) => d.date === date && d.slot === 'Lunch');
    expect(day.dish).toMatchObject({ name: plain.name, description: 'ମୁଗ ଡାଲି ଓ ଚାଉଳ।' });
  });

  it('a plan’s deliveries, the swap and the evening reminder name the dish in Odia', async () => {
    const standard = await insertDish(t.app, {
      name: `Paneer bowl ${Date.now()}`,
      nameOr: 'ପନିର ବୋଲ୍',
      diet: 'veg',
      calories: 520,
      tags: ['no-onion-garlic'],
    });
    const other = await insertDish(t.app, {
      name: `Millet khichdi ${Date.now()}`,
      nameOr: 'ମିଲେଟ୍ ଖେଚୁଡ଼ି',
      diet: 'veg',
      calories: 480,
      tags: ['no-onion-garlic'],
    });
    const today = todayInIndia();
    await planMenuDays(
      t.app,
      PROTEIN_VEG_LUNCH,
      Array.from({ length: 14 }, (_, i) => ({
        date: addDays(today, i),
        dishId: standard.id,
        alternatives: [other.id],
      })),
    );
    const customer = await signupUser(t.app);
    await t.app.db.update(users).set({ language: 'or' }).where(eq(users.id, customer.user._id));
    t.setNow(new Date());
    const order = await orderAtClock(t, customer.token, { days: 7 });
    const detail = async (headers: Record<string, string> = {}) =>
      (
        await t.call(
          'GET',
          `/api/user/subscriptions/${order.id}`,
          customer.token,
          undefined,
          headers,
        )
      ).json().deliveries as {
        _id: string;
        date: string;
        dish: { name: string } | null;
        alternatives: { name: string }[];
      }[];
    const inOdia = await detail(ODIA);
    const open = inOdia.find((d) => d.alternatives.length > 0);
    expect(open?.dish?.name).toBe('ପନିର ବୋଲ୍');
    expect(open?.alternatives.map((a) => a.name)).toEqual(['ମିଲେଟ୍ ଖେଚୁଡ଼ି']);
    expect((await detail()).find((d) => d._id === open?._id)?.dish?.name).toBe(standard.name);

    const swapped = await t.call(
      'PUT',
      `/api/user/deliveries/${open?._id}/dish`,
      customer.token,
      { dishId: other.id },
      ODIA,
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().delivery.dish.name).toBe('ମିଲେଟ୍ ଖେଚୁଡ଼ି');

    const first = inOdia[0];
    await scheduleDueReminders(t.app.db, india(addDays(first?.date ?? '', -1), '19:05'));
    const [reminder] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, customer.user._id),
          eq(notifications.kind, 'delivery-reminder'),
        ),
      );
    expect(reminder).toBeDefined();
    const data = reminder?.data as Record<string, string>;
    const firstDish = first?._id === open?._id ? 'ମିଲେଟ୍ ଖେଚୁଡ଼ି' : 'ପନିର ବୋଲ୍';
    // The stored (English) message is as before; the Odia one names the dish in Odia.
    expect(reminder?.body).not.toContain(firstDish);
    const odia = renderMessage('delivery-reminder', data, 'or');
    expect(odia.lines[0]).toContain(firstDish);
    expect(odia.whatsapp.params[0]).toContain(firstDish);
    expect(renderMessage('delivery-reminder', data, 'en').lines[0]).not.toContain(firstDish);
    const inbox = await t.call('GET', '/api/user/notifications', customer.token, undefined, ODIA);
    const told = inbox
      .json()
      .notifications.find((n: { kind?: string; body: string }) => n.body.includes(firstDish));
    expect(told).toBeDefined();
  });
});

describe('migration 0034 names the seeded dishes in Odia where nobody has', () => {
  const file = readFileSync(new URL('../../drizzle/0034_dish_odia.sql', import.meta.url), 'utf8');
  const update = file.split('--> statement-breakpoint').at(-1) ?? '';

  it('holds exactly the seed’s Odia names', () => {
    const pairs = [...update.matchAll(/\('((?:[^']|'')*)', '((?:[^']|'')*)'\)/g)].map(
      ([, english = '', odia = '']) => [english.replaceAll("''", "'"), odia.replaceAll("''", "'")],
    );
    expect(Object.fromEntries(pairs)).toEqual(SEED_DISH_ODIA);
  });

  it('fills only an empty Odia of a dish still named as seeded, and a second portion with its figure', async () => {
    const seeded = await t.app.db.select().from(dishes).where(sql`${dishes.seedKey} is not null`);
    // The start-up seed already named them (a new database).
    expect(seeded.every((dish) => dish.nameOr)).toBe(true);
    const portion = seeded.find((dish) => dish.seedKey?.includes(' · '));
    const [plain, renamed, operator] = seeded.filter((dish) => !dish.seedKey?.includes(' · '));
    if (!portion || !plain || !renamed || !operator) throw new Error('the seed has these dishes');
    await t.app.db
      .update(dishes)
      .set({ nameOr: null })
      .where(sql`${dishes.id} in (${portion.id}, ${plain.id}, ${renamed.id})`);
    await t.app.db
      .update(dishes)
      .set({ name: `${renamed.name} (new)` })
      .where(eq(dishes.id, renamed.id));
    await t.app.db.update(dishes).set({ nameOr: 'ରୋଷେୟାଙ୍କ ନାମ' }).where(eq(dishes.id, operator.id));

    await t.app.db.execute(sql.raw(update));
    await t.app.db.execute(sql.raw(update));

    const after = new Map(
      (await t.app.db.select().from(dishes)).map((dish) => [dish.id, dish.nameOr]),
    );
    expect(after.get(plain.id)).toBe(SEED_DISH_ODIA[plain.seedKey ?? '']);
    expect(after.get(portion.id)).toMatch(/ · \d+ କ୍ୟାଲୋରି$/);
    expect(after.get(renamed.id)).toBeNull();
    expect(after.get(operator.id)).toBe('ରୋଷେୟାଙ୍କ ନାମ');
    // Put back what this test changed, for the other tests of the file.
    await t.app.db
      .update(dishes)
      .set({ name: renamed.name, nameOr: renamed.nameOr })
      .where(eq(dishes.id, renamed.id));
    await t.app.db
      .update(dishes)
      .set({ nameOr: operator.nameOr })
      .where(eq(dishes.id, operator.id));
  });
});

describe('migration 0035 describes the seeded dishes in Odia where nobody has (decision 292)', () => {
  const file = readFileSync(
    new URL('../../drizzle/0035_seed_dish_odia_descriptions.sql', import.meta.url),
    'utf8',
  );

  it('holds exactly the seed’s Odia descriptions', () => {
    const pairs = [...file.matchAll(/\('((?:[^']|'')*)', '((?:[^']|'')*)'\)/g)].map(
      ([, english = '', odia = '']) => [english.replaceAll("''", "'"), odia.replaceAll("''", "'")],
    );
    expect(Object.fromEntries(pairs)).toEqual(SEED_DISH_ODIA_DESCRIPTIONS);
  });

  it('fills only an empty Odia description of a dish still seeded and undescribed', async () => {
    const seeded = await t.app.db.select().from(dishes).where(sql`${dishes.seedKey} is not null`);
    // The start-up seed already described them (a new database).
    expect(seeded.every((dish) => dish.descriptionOr && dish.description === '')).toBe(true);
    const portion = seeded.find((dish) => dish.seedKey?.includes(' · '));
    const [plain, renamed, operator, described] = seeded.filter(
      (dish) => !dish.seedKey?.includes(' · '),
    );
    if (!portion || !plain || !renamed || !operator || !described) {
      throw new Error('the seed has these dishes');
    }
    const ids = [portion, plain, renamed, described].map((dish) => dish.id);
    await t.app.db
      .update(dishes)
      .set({ descriptionOr: null })
      .where(sql`${dishes.id} in (${sql.join(ids, sql`, `)})`);
    await t.app.db
      .update(dishes)
      .set({ name: `${renamed.name} (new)` })
      .where(eq(dishes.id, renamed.id));
    await t.app.db
      .update(dishes)
      .set({ descriptionOr: 'ରୋଷେୟାଙ୍କ କଥା' })
      .where(eq(dishes.id, operator.id));
    await t.app.db
      .update(dishes)
      .set({ description: 'The operator’s own words.' })
      .where(eq(dishes.id, described.id));

    await t.app.db.execute(sql.raw(file));
    await t.app.db.execute(sql.raw(file));

    const after = new Map(
      (await t.app.db.select().from(dishes)).map((dish) => [dish.id, dish.descriptionOr]),
    );
    const english = (key: string | null) => key?.split(' · ')[0] ?? '';
    expect(after.get(plain.id)).toBe(SEED_DISH_ODIA_DESCRIPTIONS[english(plain.seedKey)]);
    expect(after.get(portion.id)).toBe(SEED_DISH_ODIA_DESCRIPTIONS[english(portion.seedKey)]);
    expect(after.get(renamed.id)).toBeNull();
    expect(after.get(described.id)).toBeNull();
    expect(after.get(operator.id)).toBe('ରୋଷେୟାଙ୍କ କଥା');
    // Put back what this test changed, for the other tests of the file.
    for (const dish of [renamed, operator, described]) {
      await t.app.db
        .update(dishes)
        .set({ name: dish.name, description: dish.description, descriptionOr: dish.descriptionOr })
        .where(eq(dishes.id, dish.id));
    }
  });
});
