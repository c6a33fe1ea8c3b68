import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { encodeRunSheetCursor } from '@fitthali/domain/schemas/admin-kitchen';
import { describe, expect, it } from 'vitest';
import { kitchenCsv } from '../../../src/kitchen/kitchen-csv.ts';
import type { OrderOptions } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../../helpers/clocked-app.ts';

// Issue 13 point 6: the kitchen counts and the run sheet, on the server's clock (set by each test
// from its own dates) and on dates of their own, so nothing depends on today's date or on the
// other tests here.
const t = clockedTestApp();

interface RunSheetRow {
  deliveryId: string;
  subscriptionId: string;
  customer: string;
  address: { at: string; po: string; pin: string };
  status: string;
  missedReason: string | null;
  slot: string;
}

const addressAt = (pin: string, po: string, at = 'Plot 9, Main Road') => ({
  at,
  po,
  dist: 'Khordha',
  pin,
  lat: null,
  lng: null,
});

async function placeOrder(name: string, options: OrderOptions) {
  const customer = await signupUser(t.app, { name });
  return { ...(await orderAtClock(t, customer.token, options)), token: customer.token };
}

function get(url: string, token = t.admin) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function post(url: string, payload?: object, token = t.admin) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function sheet(date: string, slot = 'Lunch', extra = '') {
  const res = await get(`/api/admin/kitchen?date=${date}&slot=${slot}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every page of a run sheet, following nextCursor. */
async function allPages(date: string, limit: number) {
  const pages: RunSheetRow[][] = [];
  let after = '';
  for (;;) {
    const body = await sheet(date, 'Lunch', `&limit=${limit}${after ? `&after=${after}` : ''}`);
    pages.push(body.deliveries);
    if (body.nextCursor === null) return pages;
    after = body.nextCursor;
  }
}

/** The run sheet's order as the database keeps it: PIN, then post office and house lower-cased. */
const runKey = (row: RunSheetRow) =>
  [
    row.address.pin,
    `${row.address.po.trim().toLowerCase()}\u0001${row.address.at.trim().toLowerCase()}`,
    row.deliveryId,
  ] as const;

function inRunOrder(rows: RunSheetRow[]) {
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [runKey(rows[i - 1] as RunSheetRow), runKey(rows[i] as RunSheetRow)];
    const before =
      a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
    if (!before) return false;
  }
  return true;
}

describe('the kitchen sheet counts (decision 73)', () => {
  it('counts in the database: skips and cancels come off, delivered and missed meals stay cooked', async () => {
    const date = addDays(todayInIndia(), 8);
    t.setNow(india(addDays(date, -4), '09:00'));
    const a = await placeOrder('Count A', { startDate: date });
    const b = await placeOrder('Count B', { startDate: date });
    const c = await placeOrder('Count C', { startDate: date, mealOption: 'Non-Veg' });
    const d = await placeOrder('Count D', { startDate: date, slot: 'Lunch + Dinner' });
    const first = (order: typeof a) => order.deliveries[0]?._id ?? '';

    const before = await sheet(date);
    expect(before).toMatchObject({
      success: true,
      date,
      slot: 'Lunch',
      totalMeals: 4,
      remaining: 4,
      delivered: 0,
      missed: 0,
      final: false,
      nextCursor: null,
    });
    expect(before.meals).toEqual([
      { plan: 'High Protein', mealOption: 'Non-Veg', count: 1 },
      { plan: 'High Protein', mealOption: 'Veg', count: 3 },
    ]);
    expect((await sheet(date, 'Dinner')).totalMeals).toBe(1);

    // A skip and a cancel take a meal off at once.
    expect((await post(`/api/user/deliveries/${first(a)}/skip`, {}, a.token)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/cancel-subscription/${d.id}`,
          headers: bearer(t.admin),
        })
      ).statusCode,
    ).toBe(200);
    const after = await sheet(date);
    expect(after).toMatchObject({ totalMeals: 2, remaining: 2 });
    expect(after.deliveries.map((row: RunSheetRow) => row.customer).sort()).toEqual([
      'Count B',
      'Count C',
    ]);
    expect((await sheet(date, 'Dinner')).totalMeals).toBe(0);

    // On the day: marks move meals from remaining to delivered or missed, not off the sheet.
    t.setNow(india(date, '13:30'));
    expect((await post(`/api/admin/deliveries/${first(b)}/delivered`)).statusCode).toBe(200);
    expect(
      (await post(`/api/admin/deliveries/${first(c)}/missed`, { reason: 'Gate locked' }))
        .statusCode,
    ).toBe(200);
    const marked = await sheet(date);
    expect(marked).toMatchObject({
      totalMeals: 2,
      remaining: 0,
      delivered: 1,
      missed: 1,
      final: true,
    });
    expect(marked.meals).toEqual([
      { plan: 'High Protein', mealOption: 'Non-Veg', count: 1 },
      { plan: 'High Protein', mealOption: 'Veg', count: 1 },
    ]);
    const byName = Object.fromEntries(
      marked.deliveries.map((row: RunSheetRow) => [row.customer, row]),
    );
    expect(byName['Count B']).toMatchObject({ status: 'delivered', missedReason: null });
    expect(byName['Count C']).toMatchObject({ status: 'missed', missedReason: 'Gate locked' });
  });
});

describe('the run sheet (issue 13 point 6)', () => {
  const date = addDays(todayInIndia(), 20);
  const orders: Awaited<ReturnType<typeof placeOrder>>[] = [];

  it('pages by PIN, then area, then id, with an opaque cursor that ends in null', async () => {
    t.setNow(india(addDays(date, -4), '09:00'));
    const addresses = [
      addressAt('751030', 'Patia'),
      addressAt('751010', 'Saheed Nagar', 'House 2'),
      addressAt('751020', 'Unit 3'),
      addressAt('751010', 'saheed nagar', 'House 1'),
      addressAt('751010', 'Acharya Vihar'),
      addressAt('751010', 'Acharya Vihar'),
      addressAt('751020', 'Unit 3'),
    ];
    for (const [i, address] of addresses.entries()) {
      orders.push(await placeOrder(`Rider Stop ${i}`, { startDate: date, address }));
    }
    const pages = await allPages(date, 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    const rows = pages.flat();
    expect(new Set(rows.map((row) => row.deliveryId)).size).toBe(7);
    expect(inRunOrder(rows)).toBe(true);
    expect(rows.map((row) => row.address.pin)).toEqual([
      '751010',
      '751010',
      '751010',
      '751010',
      '751020',
      '751020',
      '751030',
    ]);
    // The area ignores case: both Saheed Nagar stops ride together, house by house.
    expect(rows.slice(2, 4).map((row) => row.address.at)).toEqual(['House 1', 'House 2']);
    expect(rows[0]).toMatchObject({ status: 'scheduled', missedReason: null, slot: 'Lunch' });
    expect(Object.keys(rows[0] as object).sort()).toEqual(
      [
        'address',
        'avoids',
        'cash',
        'customer',
        'deliveryId',
        'dish',
        'dishChoice',
        'dishConflicts',
        'door',
        'fullAddress',
        'mapsUrl',
        'mealOption',
        'missedReason',
        'orderNumber',
        'phone',
        'plan',
        'slot',
        'status',
        'subscriptionId',
      ].sort(),
    );
    // The default page holds them all; a limit past 500 is brought down to 500.
    expect((await sheet(date)).deliveries).toHaveLength(7);
    expect((await sheet(date, 'Lunch', '&limit=100000')).deliveries).toHaveLength(7);
  });

  it('follows an address change, and a mark between pages neither loses nor repeats a stop', async () => {
    const moved = orders[6];
    if (!moved) throw new Error('the paging test places the orders');
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/user/subscriptions/${moved.id}/address`,
      headers: bearer(moved.token),
      payload: { address: addressAt('751001', 'Old Town') },
    });
    expect(change.statusCode).toBe(200);
    const first = await sheet(date, 'Lunch', '&limit=2');
    expect(first.deliveries[0]).toMatchObject({
      customer: 'Rider Stop 6',
      address: { pin: '751001', po: 'Old Town' },
    });
    // Asked for two, the page runs on to the end of the second stop's door (issue 25 point 8).
    expect(first.deliveries.map((row: RunSheetRow) => row.customer).sort()).toEqual([
      'Rider Stop 4',
      'Rider Stop 5',
      'Rider Stop 6',
    ]);

    t.setNow(india(date, '12:45'));
    const target = first.deliveries[1] as RunSheetRow;
    expect(
      (await post(`/api/admin/deliveries/${target.deliveryId}/missed`, { reason: 'Away' }))
        .statusCode,
    ).toBe(200);
    const rest = await sheet(date, 'Lunch', `&limit=500&after=${first.nextCursor}`);
    const all = [...first.deliveries, ...rest.deliveries] as RunSheetRow[];
    expect(all).toHaveLength(7);
    expect(new Set(all.map((row) => row.deliveryId)).size).toBe(7);
    expect(rest.nextCursor).toBeNull();
    const again = (await sheet(date)).deliveries as RunSheetRow[];
    expect(again.find((row) => row.deliveryId === target.deliveryId)).toMatchObject({
      status: 'missed',
      missedReason: 'Away',
    });
    expect(inRunOrder(again)).toBe(true);
  });

  it('streams the CSV in batches: every stop once, in run sheet order, with its status', async () => {
    const chunks: string[] = [];
    for await (const chunk of kitchenCsv(t.app.db, date, 'Lunch', 2)) chunks.push(chunk);
    // The header, then three batches of two stops (a batch runs on to the end of a door), then
    // the meals to cook per dish after a blank line.
    expect(chunks).toHaveLength(5);
    expect(chunks.at(-1)).toMatch(/^\r\nDish,Diet,Meals,/);
    const lines = chunks.slice(0, -1).join('').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Stop,Customer,Phone,Address,PIN,Orders,Meals,Dishes,Allergy flags,Status,Cash due (₹),Payment,Map',
    );
    const names = lines.slice(1).map((line) => line.split(',')[1]);
    const rows = (await sheet(date)).deliveries as (RunSheetRow & { door: string })[];
    // One line per door: the two Acharya Vihar orders at one door make one stop.
    const doors = new Map<string, string[]>();
    for (const row of rows) doors.set(row.door, [...(doors.get(row.door) ?? []), row.customer]);
    expect(doors.size).toBe(6);
    expect(names).toEqual([...doors.values()].map((customers) => customers.join(' / ')));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(
      lines.filter((line) => line.includes(' missed: Away') || line.includes(',missed: Away,')),
    ).toHaveLength(1);

    const res = await get(`/api/admin/kitchen.csv?date=${date}&slot=Lunch`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`fitthali-${date}-lunch.csv`);
    expect(res.body).toBe(chunks.join(''));
  });

  it('refuses a malformed limit or cursor with a 400 and the sentence, and non-admins as ever', async () => {
    const bad = async (query: string) => {
      const res = await get(`/api/admin/kitchen?date=${date}&slot=Lunch&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      return res.json().message as string;
    };
    const cursorMessage =
      'after must be the nextCursor of an earlier page of this run sheet; reload the sheet.';
    expect(await bad('after=not%20a%20cursor')).toBe(cursorMessage);
    expect(await bad('after=bm90LWpzb24')).toBe(cursorMessage);
    expect(await bad(`after=${Buffer.from('["751001","x","12"]').toString('base64url')}`)).toBe(
      cursorMessage,
    );
    expect(await bad('limit=ten')).toBe('limit must be a whole number.');
    expect(await bad('limit=-1')).toBe('limit must be a whole number.');
    expect(await bad('slot=Breakfast')).toBe('slot must be Lunch or Dinner.');
    expect((await get('/api/admin/kitchen.csv?date=31-12-2026')).statusCode).toBe(400);

    // A well-formed cursor past the end is an empty last page, not an error.
    const end = encodeRunSheetCursor({
      pin: '999999',
      area: '',
      id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    });
    const past = await sheet(date, 'Lunch', `&after=${end}`);
    expect(past).toMatchObject({ deliveries: [], nextCursor: null, totalMeals: 7 });

    const customer = await signupUser(t.app);
    for (const url of [`/api/admin/kitchen?date=${date}&limit=2`, '/api/admin/kitchen.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, customer.token)).statusCode).toBe(403);
    }
  });
});
