import { MSG } from '@fitthali/domain/messages';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SignedUp, signInPage, signUpViaApi, storage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage, PHONE } from './support/browser.ts';

const browser = browserForFile();

const BHUBANESWAR = { latitude: 20.2961, longitude: 85.8245 };
const KOLKATA = { latitude: 22.5726, longitude: 88.3639 };

function chip(page: Page) {
  return page.getByRole('banner').locator('.location-chip--desktop');
}

async function chipCity(page: Page) {
  return (await chip(page).locator('.location-chip__city').textContent())?.trim();
}

async function signedInPage(options: BrowserContextOptions = {}, popup = false) {
  const customer = await signUpViaApi();
  const page = await newPage(browser(), options, { locationPopup: popup });
  await signInPage(page, customer);
  return { page, customer };
}

async function allowDetection(page: Page) {
  await chip(page).getByRole('button', { name: 'Refresh location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Allow Location Access' });
  await dialog.waitFor();
  expect(await dialog.getByText(MSG.locationPrompt).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Allow' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the navigation bar location chip', () => {
  it('is only there for signed-in visitors and reads Set until a location is saved', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    expect(await chip(page).count()).toBe(0);
    const customer = await signUpViaApi();
    await signInPage(page, customer);
    await chip(page).waitFor();
    expect(await chipCity(page)).toBe('Set');
    await page.context().close();
  });

  it('Deny closes the modal without detecting', async () => {
    const { page } = await signedInPage();
    await chip(page).getByRole('button', { name: 'Refresh location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Allow Location Access' });
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await chipCity(page)).toBe('Set');
    await page.context().close();
  });

  it('Allow inside Odisha saves the location, says "Location updated" and shows the city', async () => {
    const { page } = await signedInPage({
      geolocation: BHUBANESWAR,
      permissions: ['geolocation'],
    });
    await chip(page).waitFor();
    await allowDetection(page);
    await page.getByText(MSG.locationUpdated).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('.location-chip--desktop .location-chip__city')?.textContent ===
        'Bhubaneswar',
    );
    const tooltip = await chip(page).getByRole('tooltip', { includeHidden: true }).textContent();
    expect(tooltip).toContain('Kharavela Nagar, Bhubaneswar');

    const stored = await storage(page);
    expect(stored).toMatchObject({
      'location-confirmed': 'true',
      city: 'Bhubaneswar',
      'user-location': 'Bhubaneswar',
      'user-location-dist': 'Khordha',
      'user-location-pin': '751001',
      lat: '20.2961',
      'user-location-lat': '20.2961',
      lng: '85.8245',
      'user-location-lng': '85.8245',
    });
    expect(stored.fullAddress).toBe(stored['user-location-full']);
    await page.context().close();
  });

  it('Allow outside Odisha says "Only Odisha locations allowed" and shows Unknown', async () => {
    const { page } = await signedInPage({ geolocation: KOLKATA, permissions: ['geolocation'] });
    // An earlier location must not survive a detection outside the region.
    await page.evaluate(() => {
      localStorage.setItem('location-confirmed', 'true');
      localStorage.setItem('user-location', 'Cuttack');
      localStorage.setItem('user-location-full', 'Buxi Bazaar, Cuttack');
      localStorage.setItem('fullAddress', 'Buxi Bazaar, Cuttack');
      window.dispatchEvent(new Event('location-updated'));
    });
    await page.waitForFunction(
      () =>
        document.querySelector('.location-chip--desktop .location-chip__city')?.textContent ===
        'Cuttack',
    );
    await allowDetection(page);
    await page.getByText(MSG.onlyOdisha).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('.location-chip--desktop .location-chip__city')?.textContent ===
        'Unknown',
    );
    const stored = await storage(page);
    expect(stored['user-location']).toBe('Unknown');
    expect(stored.city).toBe('Unknown');
    expect(stored['user-location-full']).toBeUndefined();
    expect(stored.fullAddress).toBeUndefined();
    await page.context().close();
  });

  it('says "Permission denied" when the browser refuses the position', async () => {
    const { page } = await signedInPage({ geolocation: BHUBANESWAR });
    await allowDetection(page);
    await page.getByText(MSG.permissionDenied).waitFor();
    expect(await chipCity(page)).toBe('Unknown');
    await page.context().close();
  });

  it('sits in the mobile menu on a 360 px phone', async () => {
    const { page } = await signedInPage({
      ...PHONE,
      geolocation: BHUBANESWAR,
      permissions: ['geolocation'],
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuChip = page.locator('.location-chip--menu');
    await menuChip.waitFor();
    await menuChip.getByRole('button', { name: 'Refresh location' }).click();
    await page
      .getByRole('dialog', { name: 'Allow Location Access' })
      .getByRole('button', { name: 'Allow' })
      .click();
    await page.getByText(MSG.locationUpdated).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('.location-chip--menu .location-chip__city')?.textContent ===
        'Bhubaneswar',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('the first-visit location popup', () => {
  it('finds a place by PIN, saves it with Confirm & Save and updates the chip without a reload', async () => {
    const { page } = await signedInPage({}, true);
    const popup = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await popup.waitFor();
    await chip(page).waitFor();
    expect(await chipCity(page)).toBe('Set');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });

    const input = popup.getByLabel('Area or pincode');
    const find = popup.getByRole('button', { name: 'Find Location' });
    await find.click();
    await popup.getByText(MSG.enterAreaOrPincode).waitFor();
    await input.fill('500001');
    await find.click();
    await popup.getByText(MSG.onlyOdisha).waitFor();
    await input.fill('nowhere at all');
    await find.click();
    await popup.getByText(MSG.noLocationFound).waitFor();

    await input.fill('751001');
    await find.click();
    const detected = popup.getByRole('region', { name: 'Detected address' });
    await detected.waitFor();
    expect(await detected.getByText('Bhubaneswar', { exact: true }).isVisible()).toBe(true);
    expect(await detected.getByText('Khordha', { exact: true }).isVisible()).toBe(true);
    expect(await detected.getByText('751001', { exact: true }).isVisible()).toBe(true);
    expect(await detected.getByText('Kharavela Nagar', { exact: true }).isVisible()).toBe(true);
    expect(await detected.getByText('Janpath', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByText('© OpenStreetMap contributors').isVisible()).toBe(true);

    await popup.getByRole('button', { name: 'Confirm & Save' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        document.querySelector('.location-chip--desktop .location-chip__city')?.textContent ===
        'Bhubaneswar',
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
    await page.getByText(/Location saved/).waitFor();
    const stored = await storage(page);
    expect(stored['location-confirmed']).toBe('true');
    expect(stored['user-location-pin']).toBe('751001');
    expect(stored.city).toBe('Bhubaneswar');

    // Once saved, the popup does not come back.
    await page.reload();
    await chip(page).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('uses the current location from the browser and says why when it cannot', async () => {
    const page = await newPage(
      browser(),
      { geolocation: { latitude: 20.4625, longitude: 85.883 }, permissions: ['geolocation'] },
      { locationPopup: true },
    );
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Where should we deliver?' });
    // The search box has the focus when the popup opens.
    await popup.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'location-query',
    );
    await popup.getByRole('button', { name: 'Use Current Location' }).click();
    const detected = popup.getByRole('region', { name: 'Detected address' });
    await detected.getByText('Cuttack', { exact: true }).first().waitFor();
    await page.context().setGeolocation({ latitude: 22.5726, longitude: 88.3639 });
    await popup.getByRole('button', { name: 'Use Current Location' }).click();
    await popup.getByText(MSG.onlyOdisha).waitFor();
    expect(await popup.getByRole('button', { name: 'Confirm & Save' }).count()).toBe(0);
    await page.context().clearPermissions();
    await popup.getByRole('button', { name: 'Use Current Location' }).click();
    await popup.getByText(MSG.permissionDenied).waitFor();
    await page.context().close();
  });

  it('closes with its close button and stays closed for the visit', async () => {
    const page = await newPage(browser(), {}, { locationPopup: true });
    await page.goto('/about');
    const popup = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close location popup' }).click();
    await popup.waitFor({ state: 'detached' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recipes' })
      .click();
    await page.waitForURL((url) => url.pathname === '/recipes');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});

async function serverAddresses(customer: SignedUp) {
  const res = await fetch(`${baseURL()}/api/user/address`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return ((await res.json()) as { addresses: Record<string, unknown>[] }).addresses;
}

describe('the address book on /subscribe-confirm', () => {
  it('opens the address form when there is no address, then adds, edits and deletes addresses', async () => {
    const { page, customer } = await signedInPage();
    await page.goto('/subscribe-confirm');

    // No addresses: the address form asks at once, its PIN code being the location the order
    // needs, and no location dialog opens (decision 155). Nothing is stored until it is complete.
    const book = page.getByRole('region', { name: 'Delivery Address' });
    const form = book.getByRole('form', { name: 'Add New Address' });
    await form.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await book.getByRole('radio').count()).toBe(0);
    expect(await form.getByLabel('PIN code').inputValue()).toBe('');
    expect(await serverAddresses(customer)).toEqual([]);

    // Add: the form's rules, then a good address.
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText(MSG.addressFieldsRequired).waitFor();
    await form.getByLabel('At (house, street, area)').fill('Plot 12, Saheed Nagar');
    await form.getByLabel('PO (post office)').fill('Bhubaneswar');
    await form.getByLabel('District').fill('Khordha');
    await form.getByLabel('PIN code').fill('75100');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText(MSG.invalidPin).waitFor();
    await form.getByLabel('PIN code').fill('700001');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText(MSG.onlyOdisha).waitFor();
    await form.getByLabel('PIN code').fill('751007');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address saved').waitFor();
    await form.waitFor({ state: 'detached' });

    const first = 'Plot 12, Saheed Nagar, Bhubaneswar, Khordha - 751007';
    const item = book.locator('.address-item').filter({ hasText: first });
    await item.waitFor();
    expect(await item.getByRole('radio').isChecked()).toBe(true);
    expect(await serverAddresses(customer)).toMatchObject([
      { at: 'Plot 12, Saheed Nagar', po: 'Bhubaneswar', dist: 'Khordha', pin: '751007' },
    ]);

    // Edit it.
    await book.getByRole('button', { name: `Edit address: ${first}` }).click();
    const edit = book.getByRole('form', { name: 'Edit Address' });
    expect(await edit.getByLabel('PIN code').inputValue()).toBe('751007');
    await edit.getByLabel('At (house, street, area)').fill('Flat 3B, Jaydev Vihar');
    await edit.getByRole('button', { name: 'Update Address' }).click();
    await page.getByText('Address updated').waitFor();
    const edited = 'Flat 3B, Jaydev Vihar, Bhubaneswar, Khordha - 751007';
    await book.locator('.address-item').filter({ hasText: edited }).waitFor();
    expect(await serverAddresses(customer)).toMatchObject([{ at: 'Flat 3B, Jaydev Vihar' }]);

    // Saved addresses survive a reload, and nothing asks for a location.
    await page.reload();
    await book.locator('.address-item').filter({ hasText: edited }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Delete it.
    await book.getByRole('button', { name: `Delete address: ${edited}` }).click();
    await page.getByText('Address deleted').waitFor();
    await book.locator('.address-item').filter({ hasText: edited }).waitFor({ state: 'detached' });
    expect(await serverAddresses(customer)).toEqual([]);
    await page.context().close();
  });

  it('a detected location prefills the address; the house and street must be added (issue 11 point 1)', async () => {
    const { page, customer } = await signedInPage();
    await page.evaluate(() => {
      const items: Record<string, string> = {
        'location-confirmed': 'true',
        city: 'Pipili',
        'user-location': 'Pipili',
        fullAddress: 'Pipili, Puri, Odisha, 752104, India',
        'user-location-full': 'Pipili, Puri, Odisha, 752104, India',
        'user-location-dist': 'Puri',
        'user-location-pin': '752104',
        lat: '20.1133',
        'user-location-lat': '20.1133',
        lng: '85.8316',
        'user-location-lng': '85.8316',
      };
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    });
    await page.goto('/subscribe-confirm');
    const book = page.getByRole('region', { name: 'Delivery Address' });
    const form = book.getByRole('form', { name: 'Add New Address' });
    await form.waitFor();
    // A detected location exists, so nothing asks for a location.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await form.getByLabel('At (house, street, area)').getAttribute('placeholder')).toBe(
      'Plot 12, Pipili',
    );

    // Nothing can be ordered to until the address is complete: no address is offered to pick.
    expect(await book.getByRole('radio').count()).toBe(0);

    // The locality alone is refused, in the form and by the server's rule.
    await form.getByLabel('At (house, street, area)').fill('Pipili');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText(MSG.addressNeedsHouse).waitFor();
    expect(await serverAddresses(customer)).toEqual([]);

    await form.getByLabel('At (house, street, area)').fill('House 4, Temple Road, Pipili');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address saved').waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = book.locator('.address-item').filter({ hasText: 'House 4, Temple Road' });
    expect(await saved.getByRole('radio').isChecked()).toBe(true);
    // The detected location is in the book now, so it is not offered again.
    await book.locator('.detected-location').waitFor({ state: 'detached' });
    expect(await serverAddresses(customer)).toMatchObject([
      {
        at: 'House 4, Temple Road, Pipili',
        po: 'Pipili',
        dist: 'Puri',
        pin: '752104',
        lat: 20.1133,
        lng: 85.8316,
      },
    ]);
    await page.context().close();
  });

  it('shows the address failures of §8', async () => {
    const { page } = await signedInPage();
    await page.route('**/api/user/address', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.continue(),
    );
    await page.goto('/subscribe-confirm');
    await page.getByText(MSG.loadAddressesFailed).waitFor();
    // A failed load offers Try again; no location dialog opens (decision 155).
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.unroute('**/api/user/address');
    await page.route('**/api/user/address', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    // Loaded, but still no address: the address form opens to ask for one.
    const book = page.getByRole('region', { name: 'Delivery Address' });
    const form = book.getByRole('form', { name: 'Add New Address' });
    await form.getByLabel('At (house, street, area)').fill('Plot 1');
    await form.getByLabel('PO (post office)').fill('Cuttack');
    await form.getByLabel('District').fill('Cuttack');
    await form.getByLabel('PIN code').fill('753001');
    await form.getByRole('button', { name: 'Save Address' }).click();
    // Inline and as a toast.
    await form.getByText(MSG.saveAddressFailed).waitFor();
    expect(await page.getByText(MSG.saveAddressFailed).count()).toBe(2);
    await page.context().close();
  });
});

describe('accessibility of the location screens', () => {
  it('has no serious axe-core findings on the chip, its modal, the popup and the address book', async () => {
    const problems: Record<string, string[]> = {};
    const scan = async (page: Page, name: string) => {
      const found = await seriousViolations(page);
      if (found.length > 0) problems[name] = found;
    };
    const { page } = await signedInPage({}, true);
    const popup = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await popup.getByLabel('Area or pincode').fill('751001');
    await popup.getByRole('button', { name: 'Find Location' }).click();
    await popup.getByRole('button', { name: 'Confirm & Save' }).waitFor();
    await scan(page, 'popup with a result');
    await popup.getByLabel('Area or pincode').fill('700001');
    await popup.getByRole('button', { name: 'Find Location' }).click();
    await popup.getByText(MSG.onlyOdisha).waitFor();
    await scan(page, 'popup with an error');
    await popup.getByRole('button', { name: 'Close location popup' }).click();
    await chip(page).getByRole('button', { name: 'Refresh location' }).click();
    await page.getByRole('dialog', { name: 'Allow Location Access' }).waitFor();
    await scan(page, 'allow location modal');
    await page.keyboard.press('Escape');
    await scan(page, 'header with chip');

    await page.goto('/subscribe-confirm');
    // No address: the address form opens at once (decision 155).
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText(MSG.addressFieldsRequired).waitFor();
    await scan(page, 'address book with form');
    await page.context().close();
    expect(problems).toEqual({});
  });
});
