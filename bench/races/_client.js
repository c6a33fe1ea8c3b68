// Shared by the race modules (not itself a race: the runner loads only *.mjs).
let n = 0;

export function address() {
  n += 1;
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export async function call(baseUrl, method, path, { body, token, ip, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': ip ?? address(),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  let json = {};
  try {
    json = await res.json();
  } catch {}
  return { status: res.status, json };
}

export async function signup(baseUrl) {
  const id = `${Date.now() % 1e6}${Math.floor(Math.random() * 1e6)}`.slice(-8);
  const payload = {
    name: `Race ${id}`,
    email: `race${id}@example.in`,
    phone: `9${id.padStart(9, '7')}`.slice(0, 10),
    password: 'race-password-1',
  };
  const res = await call(baseUrl, 'POST', '/api/auth/signup', { body: payload });
  if (res.status !== 201)
    throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { ...payload, token: res.json.token };
}

export async function adminToken(baseUrl, admin) {
  const res = await call(baseUrl, 'POST', '/api/admin/login', { body: admin });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.json.token;
}

export function count(answers, status) {
  return answers.filter((a) => a.status === status).length;
}

/** A seven-day High Protein lunch order from tomorrow (India time), priced at the seed price. */
export function order({ couponCode = '', discount = 0, paymentMode = 'COD' } = {}) {
  const tomorrow = new Date(Date.now() + 5.5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  const dates = [];
  for (let i = 0; i < 7; i += 1) {
    dates.push(
      new Date(Date.parse(`${tomorrow}T00:00:00Z`) + i * 86400_000).toISOString().slice(0, 10),
    );
  }
  return {
    plan: 'High Protein',
    slot: 'Lunch',
    mealOption: 'Veg',
    duration: '7 Days',
    days: 7,
    startDate: tomorrow,
    deliveryDates: dates,
    address: {
      at: 'Plot 42, Kharavela Nagar',
      po: 'Unit 3',
      dist: 'Khordha',
      pin: '751001',
      lat: null,
      lng: null,
    },
    totalPrice: 7 * 249 - discount,
    discount,
    couponCode,
    paymentMode,
    selectedDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  };
}
