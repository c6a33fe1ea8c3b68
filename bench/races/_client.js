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

export { benchOrder as order } from '../support.mjs';
