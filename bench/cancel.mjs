// The customer's side of issue 14's money in `npm run bench`, after the COD cash and the refunds:
// cancellations through the real route (POST /api/user/subscriptions/:id/cancel) and meal credits
// spent at checkout (POST /api/subscribe with `credits`).
//
// The credits come the way a customer's do: the order run's COD orders have reached their first
// lunch and had their cash collected (bench/cash.mjs), so cancelling one now is a cancellation
// after the start, and each of its meals still before its cut-off becomes a credit. Every
// expected answer is the server's own preview (GET …/cancellation) taken just before, so the
// bench checks that the cancel does what the confirm dialog said, whatever the time of day.
import { benchOrder, onceEach } from './support.mjs';

const env = process.env;

async function call(base, token, method, path, { body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text };
}

async function must(base, token, method, path, options, want = 200) {
  const res = await call(base, token, method, path, options);
  if (res.status !== want) {
    throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  }
  return res.json;
}

const tally = (statuses) =>
  Object.entries(statuses)
    .sort()
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ') || 'none';

const count = (statuses, code) => statuses[code] ?? 0;

let uniq = 0;
const suffix = () => {
  uniq += 1;
  return String(Date.now() % 1e6).padStart(6, '0') + String(uniq).padStart(3, '0');
};

async function signup(base, name, phoneFirst) {
  const n = suffix();
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `cancel${n}@example.in`,
      phone: `${phoneFirst}${n}`,
      password: 'bench-password',
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** A three-day trial from the day after tomorrow, priced from GET /api/plans. */
async function trialOrder(base, paymentMode) {
  const plans = await (await fetch(`${base}/api/plans`)).json();
  const list = Array.isArray(plans) ? plans : (plans.plans ?? plans.data ?? []);
  const plan = list.find((p) => p.id === 'high-protein');
  const price = plan?.prices?.['3']?.veg;
  if (!price) throw new Error('no three-day price for High Protein in GET /api/plans');
  const order = benchOrder({ paymentMode });
  const dates = order.deliveryDates.slice(0, 3);
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return {
    ...order,
    duration: '3 Days',
    days: 3,
    deliveryDates: dates,
    selectedDays: dates.map((d) => names[new Date(`${d}T00:00:00Z`).getUTCDay()]),
    totalPrice: 3 * price,
  };
}

/** Places an order and, for an online one, pays it through the built-in test gateway. */
async function place(base, token, order) {
  const placed = await must(base, token, 'POST', '/api/subscribe', { body: order }, 201);
  if (order.paymentMode === 'Online') {
    await must(base, token, 'POST', '/api/payments/test/complete', {
      body: { subscriptionId: placed.subscriptionId },
    });
  }
  return placed.subscriptionId;
}

/** The server's preview of cancelling now: what the cancel must then answer. */
async function preview(base, token, id) {
  const { cancellation } = await must(
    base,
    token,
    'GET',
    `/api/user/subscriptions/${id}/cancellation`,
  );
  return cancellation;
}

/** Whether a cancel's answer is what its preview promised. */
function answerMatches(json, expected) {
  if (!json?.success || json.subscription?.status !== 'cancelled') return false;
  const refund = json.refund?.amount ?? 0;
  return (
    refund === expected.refund &&
    (expected.refund === 0 || json.refund.status === 'processed') &&
    json.creditsAdded === expected.credits
  );
}

async function booksNow(base, admin) {
  return must(base, admin, 'GET', '/api/admin/books');
}

/**
 * Cancels, through the customer's own route: `BENCH_CANCEL_MIDPLAN` (default 2) started orders of
 * each order-run customer (credits), `BENCH_CANCEL_BEFORE` (default 50) online orders paid and not
 * started (refunds), as many COD ones (nothing is due any more) and `BENCH_CANCEL_TRIALS` (default
 * 20) trials, half paid online (nothing back); each under its own Idempotency-Key, a fifth asked
 * again under the same key. Then `BENCH_DOUBLE_CANCELS` (default 10) orders are cancelled twice at
 * the same moment under different keys: exactly one 200 and one 409 each.
 */
export async function benchCancellations({ base, admin, run, customers, connections }) {
  const midPerCustomer = Number(env.BENCH_CANCEL_MIDPLAN ?? 2);
  const before = Number(env.BENCH_CANCEL_BEFORE ?? 50);
  const trials = Number(env.BENCH_CANCEL_TRIALS ?? 20);
  const doubles = Number(env.BENCH_DOUBLE_CANCELS ?? 10);
  const booksBefore = await booksNow(base, admin);

  // Started orders with their cash collected, a few per order-run customer, and one more each
  // for the double cancels.
  const asks = [];
  const spare = [];
  const balanceBefore = new Map();
  for (const token of customers) {
    const { user } = await must(base, token, 'GET', '/api/user/profile');
    balanceBefore.set(token, user.credits);
    const started = user.subscriptions.filter(
      (s) => s.status === 'active' && s.paymentStatus === 'paid' && !s.isTrial,
    );
    for (const s of started.slice(0, midPerCustomer)) asks.push({ token, id: s._id, kind: 'mid' });
    if (started[midPerCustomer]) spare.push({ token, id: started[midPerCustomer]._id });
  }
  for (let i = 0; i < before; i += 1) {
    const token = customers[i % customers.length];
    for (const paymentMode of ['Online', 'COD']) {
      const id = await place(base, token, benchOrder({ paymentMode }));
      asks.push({ token, id, kind: paymentMode === 'Online' ? 'before-online' : 'before-cod' });
    }
  }
  for (let i = 0; i < trials; i += 1) {
    const token = await signup(base, `Bench Trial ${i}`, 7);
    const id = await place(base, token, await trialOrder(base, i % 2 ? 'Online' : 'COD'));
    asks.push({ token, id, kind: 'trial' });
  }
  for (const ask of asks) {
    ask.key = `bench-cancel-${suffix()}`;
    ask.expected = await preview(base, ask.token, ask.id);
  }
  const rules = {};
  for (const ask of asks)
    rules[`${ask.kind} ${ask.expected.rule}`] =
      1 + (rules[`${ask.kind} ${ask.expected.rule}`] ?? 0);
  const ruleOk = asks.every(
    (a) =>
      a.expected.rule ===
      {
        mid: 'after-start',
        trial: 'trial',
        'before-online': 'before-start',
        'before-cod': 'before-start',
      }[a.kind],
  );

  const repeats = asks.slice(0, Math.floor(asks.length / 5));
  const all = [...asks, ...repeats].map((ask) => ({ ask }));
  const result = await run('POST /api/user/subscriptions/:id/cancel', {
    url: base,
    method: 'POST',
    ...onceEach(
      all,
      connections,
      ({ ask }) => ({
        path: `/api/user/subscriptions/${ask.id}/cancel`,
        headers: { authorization: `Bearer ${ask.token}`, 'idempotency-key': ask.key },
      }),
      (status, body, entry) => {
        entry.status = status;
        try {
          entry.json = JSON.parse(body);
        } catch {}
      },
    ),
  });
  // A customer whose cancel timed out asks again under the same key, as the screen's retry does:
  // the answer must be the one the first request earned, and nothing happens twice.
  const unanswered = all.filter((entry) => entry.status === undefined);
  for (const entry of unanswered) {
    const again = await call(
      base,
      entry.ask.token,
      'POST',
      `/api/user/subscriptions/${entry.ask.id}/cancel`,
      {
        headers: { 'idempotency-key': entry.ask.key },
      },
    );
    entry.status = again.status;
    entry.json = again.json;
  }
  const statuses = {};
  let wrong = 0;
  for (const entry of all) {
    statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;
    if (entry.status !== 200 || !answerMatches(entry.json, entry.ask.expected)) wrong += 1;
  }

  // Two cancels of one order at the same moment, under different keys, for several orders at once.
  const pairs = spare.slice(0, doubles);
  for (const pair of pairs) pair.expected = await preview(base, pair.token, pair.id);
  const doubleStatuses = {};
  let doublesOk = 0;
  await Promise.all(
    pairs.map(async (pair) => {
      const answers = await Promise.all(
        [1, 2].map(() =>
          call(base, pair.token, 'POST', `/api/user/subscriptions/${pair.id}/cancel`, {
            headers: { 'idempotency-key': `bench-double-${suffix()}` },
          }),
        ),
      );
      for (const a of answers) doubleStatuses[a.status] = (doubleStatuses[a.status] ?? 0) + 1;
      const won = answers.filter((a) => a.status === 200);
      const lost = answers.filter((a) => a.status === 409);
      if (won.length === 1 && lost.length === 1 && answerMatches(won[0].json, pair.expected)) {
        doublesOk += 1;
      }
    }),
  );

  // What the customers hold now: each order-run customer's ledger grew by exactly the credits
  // the previews promised, and the profile says the same number as GET /api/user/credits.
  const earned = new Map();
  for (const a of [...asks, ...pairs]) {
    earned.set(a.token, (earned.get(a.token) ?? 0) + a.expected.credits);
  }
  let balancesOk = 0;
  let creditsEarned = 0;
  for (const token of customers) {
    const credits = await must(base, token, 'GET', '/api/user/credits');
    const { user } = await must(base, token, 'GET', '/api/user/profile');
    const want = (balanceBefore.get(token) ?? 0) + (earned.get(token) ?? 0);
    creditsEarned += earned.get(token) ?? 0;
    if (credits.balance === want && user.credits === want) balancesOk += 1;
  }
  const books = await booksNow(base, admin);
  const { cancellations: c } = books;
  const added = (key) => c[key] - booksBefore.cancellations[key];
  const refunded = books.money.refundsProcessed - booksBefore.money.refundsProcessed;
  const refundAsked = [...asks, ...pairs].reduce((sum, a) => sum + a.expected.refund, 0);
  const ok =
    ruleOk &&
    wrong === 0 &&
    count(statuses, 200) === all.length &&
    doublesOk === pairs.length &&
    balancesOk === customers.length &&
    refunded === refundAsked &&
    books.ok;
  if (!ok) process.exitCode = 1;
  result.check = `${asks.length} orders cancelled (${tally(rules)}), ${repeats.length} asked again under the same key, ${unanswered.length} timed out and asked again under their key: ${tally(statuses)}, ${wrong} answers unlike their preview; ${pairs.length} orders cancelled twice at once: ${tally(doubleStatuses)}, ${doublesOk} with exactly one 200 and one 409; refunds processed ₹${refunded} for ₹${refundAsked} previewed; ${creditsEarned} credits earned, ${balancesOk}/${customers.length} customers' balances as previewed (GET /api/user/credits = profile); deliveries cancelled +${added('cancelled')} (credited +${added('credited')}, refunded +${added('refunded')}, forfeited +${added('forfeited')}, unpaid +${added('unpaid')}, unaccounted ${c.unaccounted}); books check ${books.ok ? 'OK' : 'MISMATCH'}: ${ok ? 'OK' : 'MISMATCH'}`;
  return result;
}

/** Each customer's spendable lots, if they are all worth the same (the bench prices with that). */
async function creditsOf(base, token) {
  const credits = await must(base, token, 'GET', '/api/user/credits');
  const values = new Set(credits.lots.map((lot) => lot.value));
  return { balance: credits.balance, value: values.size === 1 ? [...values][0] : null };
}

/**
 * Meal credits spent at checkout by the customers who earned them. First `BENCH_CREDIT_RACES`
 * (default 10) customers each place three orders at the same moment, each spending all the
 * credits one order can take (up to 7): exactly one is placed and the others get 409, and the
 * balance never goes below zero. Then autocannon spends the rest one credit an order, with one
 * order too many per customer (409: the credits are gone), and every balance must end at 0 with
 * the orders holding exactly the credits the ledger lost.
 */
export async function benchCredits({ base, admin, run, customers, connections }) {
  const racers = Number(env.BENCH_CREDIT_RACES ?? 10);
  const order = benchOrder();
  const full = order.totalPrice;
  const holders = [];
  for (const token of customers) {
    const held = await creditsOf(base, token);
    if (held.balance > 0 && held.value !== null) holders.push({ token, ...held });
  }
  const startBalance = holders.reduce((sum, h) => sum + h.balance, 0);
  const booksBefore = await booksNow(base, admin);

  const raceStatuses = {};
  let racesOk = 0;
  const raced = holders.filter((h) => h.balance < 14).slice(0, racers);
  await Promise.all(
    raced.map(async (h) => {
      const take = Math.min(h.balance, 7);
      const body = { ...order, credits: take, totalPrice: full - take * h.value };
      const answers = await Promise.all(
        [1, 2, 3].map(() => call(base, h.token, 'POST', '/api/subscribe', { body })),
      );
      for (const a of answers) raceStatuses[a.status] = (raceStatuses[a.status] ?? 0) + 1;
      const placed = answers.filter((a) => a.status === 201).length;
      const refused = answers.filter((a) => a.status === 409).length;
      const after = await creditsOf(base, h.token);
      if (placed === 1 && refused === 2 && after.balance === h.balance - take) racesOk += 1;
      h.balance = after.balance;
    }),
  );

  // One credit an order, customers interleaved, one order too many each.
  const queue = [];
  const most = Math.max(0, ...holders.map((h) => h.balance + 1));
  for (let round = 0; round < most; round += 1) {
    for (const h of holders) if (round <= h.balance) queue.push(h);
  }
  const expectPlaced = holders.reduce((sum, h) => sum + h.balance, 0);
  const entries = queue.map((h) => ({
    h,
    key: `bench-spend-${suffix()}`,
    body: JSON.stringify({ ...order, credits: 1, totalPrice: full - h.value }),
  }));
  const result = await run('POST /api/subscribe spending credits', {
    url: `${base}/api/subscribe`,
    method: 'POST',
    ...onceEach(
      entries,
      connections,
      (entry) => ({
        headers: {
          authorization: `Bearer ${entry.h.token}`,
          'content-type': 'application/json',
          'idempotency-key': entry.key,
        },
        body: entry.body,
      }),
      (status, _body, entry) => {
        entry.status = status;
      },
    ),
  });
  // An order that timed out is placed again under its key: the first one's answer, or its refusal.
  const unanswered = entries.filter((entry) => entry.status === undefined);
  for (const entry of unanswered) {
    const again = await call(base, entry.h.token, 'POST', '/api/subscribe', {
      body: JSON.parse(entry.body),
      headers: { 'idempotency-key': entry.key },
    });
    entry.status = again.status;
  }
  const statuses = {};
  for (const entry of entries) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;

  let emptied = 0;
  let negative = 0;
  for (const h of holders) {
    const after = await creditsOf(base, h.token);
    if (after.balance === 0) emptied += 1;
    if (after.balance < 0) negative += 1;
  }
  const books = await booksNow(base, admin);
  const spent = {
    meals: books.credits.spent.meals - booksBefore.credits.spent.meals,
    value: books.credits.spent.value - booksBefore.credits.spent.value,
  };
  const ok =
    racesOk === raced.length &&
    count(statuses, 201) === expectPlaced &&
    count(statuses, 409) === holders.length &&
    emptied === holders.length &&
    negative === 0 &&
    spent.meals === startBalance &&
    books.credits.live.meals === booksBefore.credits.live.meals - startBalance &&
    books.ok;
  if (!ok) process.exitCode = 1;
  result.check = `${holders.length} customers holding ${startBalance} credits; ${raced.length} of them placed three orders at once spending the same credits: ${tally(raceStatuses)}, ${racesOk} with exactly one placed and the balance down by its credits; then ${entries.length} orders of one credit each, each under its own Idempotency-Key (one too many per customer; ${unanswered.length} timed out and were placed again under their key): ${tally(statuses)} for ${expectPlaced} credits left; ${emptied}/${holders.length} balances at 0, ${negative} below 0; ledger spent ${spent.meals} credits (₹${spent.value}), live credits ${booksBefore.credits.live.meals} → ${books.credits.live.meals}; books check ${books.ok ? 'OK' : 'MISMATCH'}: ${ok ? 'OK' : 'MISMATCH'}`;
  return result;
}
