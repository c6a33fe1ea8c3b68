import { MSG } from '@fitthali/domain/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  newCustomer,
  type SignedUp,
  signInPage,
  signUpViaApi,
  storage,
} from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import {
  browserForFile,
  newPage,
  PHONE,
  pauseClock,
  runTimerOf,
  waitForPath,
} from './support/browser.ts';

const browser = browserForFile();

/** A form field on the page itself (the footer has its own email box). */
function field(page: Page, label: string) {
  return page.getByRole('main').getByLabel(label, { exact: true });
}

/** The text a field's aria-describedby points at: the error shown under it. */
async function describedError(page: Page, label: string) {
  const input = field(page, label);
  const id = await input.getAttribute('aria-describedby');
  if (!id) return null;
  return page.locator(`[id="${id}"]`).textContent();
}

async function logIn(page: Page, identifier: string, password: string) {
  await field(page, 'Phone or Email').fill(identifier);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('signup', () => {
  it('shows each invalid field’s message under that field', async () => {
    const page = await newPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signup');
    await field(page, 'Name').fill('  Al ');
    await field(page, 'Email').fill('asha@');
    await field(page, 'Phone').fill('98765 4321');
    await field(page, 'Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();

    expect(await describedError(page, 'Name')).toBe(MSG.nameTooShort);
    expect(await describedError(page, 'Email')).toBe(MSG.invalidEmail);
    expect(await describedError(page, 'Phone')).toBe(MSG.invalidPhone);
    expect(await describedError(page, 'Password')).toBe(MSG.passwordTooShort);
    // Whitespace leaves the phone number while typing, and focus goes to the first problem.
    expect(await field(page, 'Phone').inputValue()).toBe('987654321');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBe('true');

    // Fixing a field clears its message as the person types.
    await field(page, 'Name').fill('Asha');
    expect(await describedError(page, 'Name')).toBeNull();
    // An English form downloads none of the forms' Odia nor its translator (decision 308).
    expect(scripts.filter((path) => /forms\.or|form-odia|\/translator-/.test(path))).toEqual([]);
    await page.context().close();
  });

  it('names a taken email under the email field', async () => {
    const taken = await signUpViaApi();
    const page = await newPage(browser());
    await page.goto('/signup');
    const other = newCustomer();
    await field(page, 'Name').fill(other.name);
    await field(page, 'Email').fill(taken.email.toUpperCase());
    await field(page, 'Phone').fill(other.phone);
    await field(page, 'Password').fill(other.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(MSG.emailTaken).waitFor();
    expect(await describedError(page, 'Email')).toBe(MSG.emailTaken);
    await page.context().close();
  });
});

describe('signup then login', () => {
  it('signs up, opens /login after 1.2 s, logs in with a toast and shows the name on /profile', async () => {
    const customer = newCustomer('Priyanka Sahoo');
    const page = await newPage(browser());
    await page.clock.install();
    await page.goto('/signup');
    await field(page, 'Name').fill(customer.name);
    await field(page, 'Email').fill(customer.email);
    await field(page, 'Phone').fill(customer.phone);
    await field(page, 'Password').fill(customer.password);
    await pauseClock(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText(MSG.signupSuccess).waitFor();
    // The form is cleared once the account exists, and the session is stored.
    expect(await field(page, 'Email').inputValue()).toBe('');
    const afterSignup = await storage(page);
    expect(afterSignup.token).toBeTruthy();
    expect(JSON.parse(afterSignup.user ?? '{}')).toMatchObject({ name: customer.name });

    // SPEC §2.7: /login opens 1.2 s after the success message.
    await runTimerOf(page, 1200, async () => {
      expect(new URL(page.url()).pathname).toBe('/signup');
    });
    await waitForPath(page, '/login');
    await page.clock.resume();

    // Both fields are required.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').getByText(MSG.fillAllFields).waitFor();

    // A wrong password shows the server's message.
    await logIn(page, customer.phone, 'not-the-password');
    await page.getByText(MSG.wrongCredentials).waitFor();

    await logIn(page, customer.email, customer.password);
    await page.getByText(MSG.loginSuccess).waitFor();
    await waitForPath(page, '/');
    const stored = await storage(page);
    expect(stored.token).toBeTruthy();
    expect(stored.justLoggedIn).toBe('true');
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
    });

    const profileEntry = page.getByRole('banner').getByRole('link', { name: customer.name });
    await profileEntry.click();
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${customer.name}` }).waitFor();
    expect(await page.getByRole('main').getByText(customer.email).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByText(customer.phone).isVisible()).toBe(true);
    expect(await page.getByText(MSG.noSubscriptions).isVisible()).toBe(true);
    const gauge = page.getByRole('progressbar', { name: 'Meal Progress' });
    expect(await gauge.getAttribute('aria-valuenow')).toBe('0');
    await page.context().close();
  });

  it('shows "Logging in..." on a disabled button while the request runs', async () => {
    const customer = await signUpViaApi();
    const page = await newPage(browser());
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/login');
    await logIn(page, customer.phone, customer.password);
    const busy = page.getByRole('button', { name: MSG.loggingIn });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await waitForPath(page, '/');
    await page.context().close();
  });

  it('says "Something went wrong. Try again." when the server cannot be reached', async () => {
    const page = await newPage(browser());
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await logIn(page, '9876543210', 'whatever-1');
    await page.getByText(MSG.loginError).waitFor();
    await page.context().close();
  });
});

describe('the profile guard', () => {
  it('sends a signed-out visit to /profile to /login and returns there after logging in', async () => {
    const customer = await signUpViaApi();
    const page = await newPage(browser());
    await page.goto('/profile');
    await waitForPath(page, '/login');
    await logIn(page, customer.phone, customer.password);
    await page.getByText(MSG.loginSuccess).waitFor();
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${customer.name}` }).waitFor();
    await page.context().close();
  });

  it('signs out and goes to /login when the stored token no longer works', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ name: 'Ghost' }));
    });
    await page.goto('/profile');
    await waitForPath(page, '/login');
    const stored = await storage(page);
    expect(stored.token).toBeUndefined();
    expect(stored.user).toBeUndefined();
    await page.context().close();
  });
});

describe('logout and account deletion', () => {
  let customer: SignedUp;
  beforeAll(async () => {
    customer = await signUpViaApi(newCustomer('Rakesh Nayak'));
  });

  it('logs out to /login, keeping the saved location', async () => {
    const page = await newPage(browser());
    await signInPage(page, customer);
    await page.evaluate(() => {
      localStorage.setItem('location-confirmed', 'true');
      localStorage.setItem('user-location', 'Cuttack');
    });
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${customer.name}` }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    const stored = await storage(page);
    expect(stored.token).toBeUndefined();
    expect(stored.user).toBeUndefined();
    expect(stored['user-location']).toBe('Cuttack');
    // The header now offers the profile entry to a signed-out visitor. The address changes before
    // the login page renders, and until then the header still links from /profile
    // (`/login?next=%2Fprofile`), so wait for the link a visitor on /login sees.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Profile' })
      .and(page.locator('[href="/login"]'))
      .first()
      .waitFor();
    await page.context().close();
  });

  it('deletes the account through the visible control and its dialog, then login fails', async () => {
    const page = await newPage(browser());
    await page.clock.install();
    await signInPage(page, customer);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${customer.name}` }).waitFor();

    const open = page.getByRole('button', { name: 'Delete account' });
    expect(await open.isVisible()).toBe(true);
    await open.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    await dialog.waitFor();
    expect(await dialog.getByText(MSG.deleteAccountConfirm).isVisible()).toBe(true);
    // The server's figures (no plan, no credits), then Confirm can be pressed.
    await dialog.getByText('No meal credits are lost.').waitFor();
    // Focus starts on Cancel and Tab stays inside the dialog, through the password field.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLInputElement ? active.name : active?.textContent?.trim();
      });
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Confirm');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('password');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Confirm');
    // Escape closes it without deleting, and focus returns to the control.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Delete account');

    await open.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await open.click();
    await dialog.getByLabel('Your password', { exact: true }).fill(customer.password);
    await pauseClock(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(MSG.accountDeleted, { exact: true }).waitFor();
    // The message stays 1.5 s before /signup opens.
    await runTimerOf(page, 1500, async () => {
      expect(new URL(page.url()).pathname).toBe('/profile');
    });
    await waitForPath(page, '/signup');
    await page.clock.resume();
    const stored = await storage(page);
    expect(stored.token).toBeUndefined();
    expect(stored.user).toBeUndefined();

    const api = await apiLogin(customer.email, customer.password);
    expect(api.status).toBe(401);
    await page.goto('/login');
    await logIn(page, customer.email, customer.password);
    await page.getByText(MSG.wrongCredentials).waitFor();
    await page.context().close();
  });

  it('shows "Failed to delete account" when deletion fails', async () => {
    const other = await signUpViaApi();
    const page = await newPage(browser());
    await page.route('**/api/user/delete', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal error' }),
      }),
    );
    await signInPage(page, other);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password', { exact: true }).fill(other.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(MSG.deleteAccountFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.context().close();
  });
});

/** A profile answer shaped by hand: it pins the order, the statuses and the gaps. */
function mockProfile(page: Page, customer: SignedUp) {
  return page.route('**/api/user/profile', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        user: {
          _id: 'u1',
          name: customer.name,
          phone: customer.phone,
          email: customer.email,
          credits: 42,
          transactions: [
            {
              _id: 't1',
              amount: 4779,
              mode: 'Online',
              status: 'paid',
              createdAt: '2026-03-02T05:00:00Z',
            },
          ],
          subscriptions: [
            {
              _id: 's-old',
              plan: 'Weightloss',
              status: 'active',
              mealOption: 'Veg',
              duration: '7 Days',
              startDate: '2026-01-05',
              createdAt: '2026-01-01T04:30:00Z',
              address: { at: 'Plot 12', po: 'Saheed Nagar', dist: 'Khordha', pin: '751007' },
            },
            {
              _id: 's-new',
              plan: 'High Protein',
              status: 'CANCELLED',
              mealOption: 'Non-Veg',
              duration: '21 Days',
              startDate: '2026-03-10',
              confirmedAt: '2026-03-02T05:00:00Z',
              createdAt: '2025-12-01T04:30:00Z',
              address: null,
            },
            { _id: 's-mid', status: 'Active', createdAt: '2026-02-01T04:30:00Z' },
          ],
        },
      }),
    }),
  );
}

describe('the subscriptions list', () => {
  it('filters All/Active/Cancelled, sorts newest first and fills in missing fields', async () => {
    const customer = await signUpViaApi(newCustomer('Meera Das'));
    const page = await newPage(browser());
    await mockProfile(page, customer);
    await signInPage(page, customer);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My Subscriptions' }).waitFor();

    const plans = () => page.locator('.sub-card__plan').allTextContents();
    expect(await plans()).toEqual(['High Protein', 'Unnamed Plan', 'Weightloss']);
    const newest = page.getByRole('article', { name: 'High Protein' });
    expect(await newest.getByText('Cancelled').isVisible()).toBe(true);
    expect(await newest.getByText('No address info').isVisible()).toBe(true);
    const unnamed = page.getByRole('article', { name: 'Unnamed Plan' });
    expect(await unnamed.getByText('N/A').first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole('article', { name: 'Weightloss' })
        .getByText('Plot 12, Saheed Nagar, Khordha - 751007')
        .isVisible(),
    ).toBe(true);

    // Summary: two active plans, one transaction, 42 credits; the gauge counts meals, not credits
    // (decision 77), and these hand-made plans carry no meal counts.
    const tiles = await page.locator('.stat-tile').allTextContents();
    expect(tiles).toEqual(['2Active plans', '1Total transactions', '42Meal credits']);
    expect(
      await page.getByRole('progressbar', { name: 'Meal Progress' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    await page.getByText('Meal credits: 42').waitFor();

    await page.getByRole('button', { name: 'Active', exact: true }).click();
    expect(await plans()).toEqual(['Unnamed Plan', 'Weightloss']);
    await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    expect(await plans()).toEqual(['High Protein']);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    expect(await plans()).toHaveLength(3);
    await page.context().close();
  });
});

describe('the profile on a phone', () => {
  it('fits 360 px without sideways scrolling, subscriptions and transactions included', async () => {
    const customer = await signUpViaApi(newCustomer('Subhashree Pattanaik Mohapatra'));
    const page = await newPage(browser(), PHONE);
    await mockProfile(page, customer);
    await signInPage(page, customer);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    await page.getByRole('button', { name: 'Delete account' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('accessibility of the account screens', () => {
  it('has no serious axe-core findings on login, signup, profile and the delete dialog', async () => {
    const customer = await signUpViaApi(newCustomer('Ananya Behera'));
    const problems: Record<string, string[]> = {};
    for (const [label, options] of [
      ['desktop', { viewport: { width: 1280, height: 900 } }],
      ['phone', PHONE],
    ] as const) {
      const page = await newPage(browser(), options);
      const scan = async (name: string, within?: string) => {
        const found = await seriousViolations(page, within);
        if (found.length > 0) problems[`${label} ${name}`] = found;
      };
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText(MSG.nameTooShort).waitFor();
      await scan('signup with errors');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(MSG.fillAllFields).waitFor();
      await scan('login with error');
      await mockProfile(page, customer);
      await signInPage(page, customer);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Transactions' }).waitFor();
      await scan('profile');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('alertdialog').waitFor();
      // The dialog at rest: its preview has come.
      await page.getByText('Working out what you would lose…').waitFor({ state: 'detached' });
      await scan('delete dialog', '[role="alertdialog"]');
      await page.context().close();
    }
    expect(problems).toEqual({});
  });
});
