// Screenshots of the storefront and the back office at a phone, a tablet and a desktop width,
// against the real built server with its own embedded database, for comparing a visual change
// before and after: `npm run build && npm run screenshots -- <output dir> [name filter]`.
// SHOT_LOCALE=or takes the storefront's Odia twins (`/or/…`, issue 27; the admin stays English),
// SHOT_WIDTHS=360 only the phone (a comma-separated list of the widths below).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { benchOrder, freePort, waitHealthy } from '../bench/support.mjs';

const out = resolve(process.argv[2] ?? 'screenshots');
const only = process.argv[3] ?? '';
// JPEG keeps a committed set small; PNG (SHOT_TYPE=png) is lossless for a close look.
const png = process.env.SHOT_TYPE === 'png';
const WIDTHS = [
  { name: 'phone', width: 360, height: 780, isMobile: true, hasTouch: true },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
];
const locale = process.env.SHOT_LOCALE === 'or' ? 'or' : 'en';
const widths = (process.env.SHOT_WIDTHS ?? '').split(',').filter(Boolean).map(Number);
const sizes = widths.length ? WIDTHS.filter((size) => widths.includes(size.width)) : WIDTHS;
/** A storefront path in the set's language; the admin area has no Odia twin. */
const inLocale = (path) =>
  locale === 'or' && !path.startsWith('/admin') ? (path === '/' ? '/or/' : `/or${path}`) : path;
const ADMIN = { email: 'admin@fitthali.test', password: 'admin-password-1' };

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fitthali-shots-')),
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENT_TEST_MODE: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function api(path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

try {
  await waitHealthy(`${base}/api/health`, server);
  const customer = await api('/api/auth/signup', {
    name: 'Asha Mohanty',
    email: 'asha.shots@example.test',
    phone: '9876500001',
    password: 'thali-secret-1',
  });
  const orders = [];
  for (const paymentMode of ['COD', 'Online']) {
    orders.push(await api('/api/subscribe', benchOrder({ paymentMode }), customer.token));
  }
  const admin = await api('/api/admin/login', ADMIN);
  const draft = {
    choices: {
      planId: 'high-protein',
      mealOption: 'Non-Veg',
      slot: 'Lunch',
      duration: 21,
      dayMode: 'all',
      customDays: [],
      trial: false,
    },
  };
  // A visitor who already confirmed a Bhubaneswar location, as the storefront stores it.
  const location = {
    'location-confirmed': 'true',
    'user-location': 'Bhubaneswar',
    'user-location-full': 'Kharavela Nagar, Bhubaneswar, Khordha, Odisha, 751001',
    'user-location-dist': 'Khordha',
    'user-location-pin': '751001',
    'user-location-lat': '20.2700',
    'user-location-lng': '85.8400',
  };

  const pages = [
    { name: 'home', path: '/' },
    { name: 'meal-plan', path: '/meal-plan' },
    { name: 'plan-page', path: '/high-protein-plan' },
    { name: 'signup', path: '/signup' },
    { name: 'login', path: '/login' },
    { name: 'contact', path: '/contact' },
    { name: 'about', path: '/about' },
    { name: 'recipes', path: '/recipes' },
    { name: 'recipe-detail', path: '/recipes/1' },
    { name: 'blog', path: '/blog' },
    { name: 'blog-post', path: '/blog/building-a-balanced-indian-plate' },
    { name: 'faqs', path: '/faqs' },
    { name: 'terms', path: '/terms' },
    { name: 'refund', path: '/refund' },
    { name: 'plan-weightloss', path: '/weightloss-plan' },
    { name: 'plan-diabetic', path: '/diabetic-plan' },
    { name: 'plan-custom', path: '/custom-meal-plan' },
    { name: 'plan-employee', path: '/employee-meal-plan' },
    { name: 'menu-my-meal-plans', path: '/my-meal-plans' },
    { name: 'menu-office', path: '/office-menu-plan' },
    { name: 'not-found', path: '/404' },
    { name: 'forgot-password', path: '/forgot-password' },
    { name: 'admin-login', path: '/admin-login' },
    { name: 'confirm', path: '/subscribe-confirm', as: 'customer' },
    // As the confirm page hands it an online order: in the history entry (payment.tsx).
    {
      name: 'payment',
      path: '/payment',
      as: 'customer',
      state: {
        payment: {
          payload: benchOrder({ paymentMode: 'Online' }),
          idempotencyKey: 'screenshot-payment-1',
        },
      },
    },
    { name: 'profile', path: '/profile', as: 'customer' },
    {
      name: 'plan-deliveries',
      path: `/profile/subscriptions/${orders[0].subscriptionId}`,
      as: 'customer',
    },
    { name: 'admin-dashboard', path: '/admin', as: 'admin' },
    { name: 'admin-subscriptions', path: '/admin/subscriptions', as: 'admin' },
    { name: 'admin-transactions', path: '/admin/transactions', as: 'admin' },
    { name: 'admin-revenue', path: '/admin/revenue', as: 'admin' },
    { name: 'admin-plans', path: '/admin/plans', as: 'admin' },
    { name: 'admin-kitchen', path: '/admin/kitchen', as: 'admin' },
  ]
    .filter((p) => p.name.includes(only))
    .filter((p) => locale === 'en' || !p.path.startsWith('/admin'))
    .map((p) => ({ ...p, path: inLocale(p.path) }));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  mkdirSync(out, { recursive: true });
  for (const size of sizes) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile ?? false,
      hasTouch: size.hasTouch ?? false,
      timezoneId: 'Asia/Kolkata',
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ({ customer, admin, draft, location }) => {
        sessionStorage.setItem('location-popup-dismissed', 'true');
        for (const [key, value] of Object.entries(location)) localStorage.setItem(key, value);
        localStorage.setItem('adminToken', admin.token);
        sessionStorage.setItem('fitthali-order-draft', JSON.stringify(draft));
        localStorage.setItem('token', customer.token);
        localStorage.setItem('user', JSON.stringify(customer.user));
      },
      { customer, admin, draft, location },
    );
    const page = await context.newPage();
    for (const { name, path, state } of pages) {
      if (state) {
        // React Router reads a page's navigation state from the history entry, as after a reload.
        await page.goto(inLocale('/404'), { waitUntil: 'networkidle' });
        await page.evaluate(
          ([usr, to]) => window.history.replaceState({ usr, key: 'shot', idx: 0 }, '', to),
          [state, path],
        );
        await page.reload({ waitUntil: 'networkidle' });
      } else await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      await page.evaluate(() => document.fonts.ready);
      const file = join(out, `${name}-${size.width}.${png ? 'png' : 'jpg'}`);
      await page.screenshot({
        path: file,
        ...(png ? { type: 'png' } : { type: 'jpeg', quality: 60 }),
        fullPage: process.env.FULL_PAGE === '1',
      });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
