// An Odia-only customer orders (issue 27), at 360 px: home → plan → signup with each invalid field
// in Odia → login → the order → the confirm page with its address form, a coupon and cash on
// delivery → the Odia profile. The server's refusals on the way arrive in Odia too (decision 191).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, newCustomer, signInPage, signUpViaApi } from './support/accounts.ts';
import { browserForFile, newPage, PHONE, waitForPath } from './support/browser.ts';
import { englishOn } from './support/english-left.ts';
import { ODISHA_ADDRESS, profileOf, saveAddressViaApi } from './support/orders.ts';

const browser = browserForFile();

/** The Odia plan page's order form once it has hydrated. */
const odiaOrderForm = (page: Page) =>
  page.getByRole('form', { name: 'ଆପଣଙ୍କ ପ୍ଲାନ୍ ବାଛନ୍ତୁ' }).and(page.locator('[data-ready]'));

const odiaSummary = (page: Page) => page.getByRole('complementary', { name: 'ଅର୍ଡର୍ ସାରାଂଶ' });

async function expectOdiaPage(page: Page, path: string) {
  await waitForPath(page, path);
  expect(await page.locator('html').getAttribute('lang'), path).toBe('or');
}

/** The text of the element that describes a field (its error, else its hint). */
function describedBy(page: Page, label: string) {
  return page
    .getByRole('main')
    .getByLabel(label, { exact: true })
    .evaluate(
      (input) =>
        document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
}

describe('an Odia customer orders (issue 27)', () => {
  it('home → plan → signup in Odia → login → confirm with a coupon → COD → the Odia profile', async () => {
    const customer = newCustomer('Sanjukta Mishra');
    const page = await newPage(browser(), PHONE);
    await page.goto('/or/');
    expect(await page.locator('html').getAttribute('lang')).toBe('or');
    await page.getByText('ଥରେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ', { exact: false }).first().waitFor();
    // A DOM click: the plans carousel may slide under a pointer.
    await page
      .locator('a[href="/or/high-protein-plan"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expectOdiaPage(page, '/or/high-protein-plan');

    // The duration dropdown speaks Odia; its value stays the number of days.
    const form = odiaOrderForm(page);
    const duration = form.getByRole('combobox', { name: 'ଅବଧି' });
    expect(await duration.inputValue()).toBe('7');
    expect(await duration.locator('option[value="7"]').textContent()).toMatch(/^7 ଦିନ · ଦିନକୁ ₹\d+$/);
    await form.getByRole('radio', { name: 'ରାତ୍ରି ଭୋଜନ (Dinner)' }).check();
    await form.getByRole('button', { name: 'ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/login');
    await page.getByRole('link', { name: 'ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/signup');
    await page.getByRole('heading', { name: 'ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ' }).waitFor();

    // Each invalid field says why in Odia, under its Odia label.
    const signup = page.getByRole('main').getByRole('button', { name: 'ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ' });
    await page.getByRole('main').getByLabel('ନାମ', { exact: true }).fill('Sa');
    await page.getByRole('main').getByLabel('ଇମେଲ୍', { exact: true }).fill('sanjukta@');
    await page.getByRole('main').getByLabel('ଫୋନ୍', { exact: true }).fill('12345');
    await page.getByRole('main').getByLabel('ପାସୱାର୍ଡ', { exact: true }).fill('abc');
    await signup.click();
    await expect.poll(() => describedBy(page, 'ନାମ')).toBe('ନାମରେ ଅତି କମରେ 3ଟି ଅକ୍ଷର ରହିବା ଦରକାର।');
    expect(await describedBy(page, 'ଇମେଲ୍')).toBe('ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।');
    expect(await describedBy(page, 'ଫୋନ୍')).toBe('10 ଅଙ୍କର ଏକ ଠିକ୍ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।');
    expect(await describedBy(page, 'ପାସୱାର୍ଡ')).toBe('ପାସୱାର୍ଡରେ ଅତି କମରେ 6ଟି ଅକ୍ଷର ରହିବା ଦରକାର।');

    await page.getByRole('main').getByLabel('ନାମ', { exact: true }).fill(customer.name);
    await page.getByRole('main').getByLabel('ଇମେଲ୍', { exact: true }).fill(customer.email);
    await page.getByRole('main').getByLabel('ଫୋନ୍', { exact: true }).fill(customer.phone);
    await page.getByRole('main').getByLabel('ପାସୱାର୍ଡ', { exact: true }).fill(customer.password);
    await signup.click();

    // Signed up, the customer logs in and is taken back to the plan with its choices.
    await expectOdiaPage(page, '/or/login');
    await page.getByRole('main').getByLabel('ଫୋନ୍ କିମ୍ବା ଇମେଲ୍', { exact: true }).fill(customer.phone);
    await page.getByRole('main').getByLabel('ପାସୱାର୍ଡ', { exact: true }).fill(customer.password);
    await page.getByRole('main').getByRole('button', { name: 'ଲଗ୍ ଇନ୍', exact: true }).click();
    await expectOdiaPage(page, '/or/high-protein-plan');
    await expect
      .poll(() => odiaOrderForm(page).getByRole('radio', { name: 'ରାତ୍ରି ଭୋଜନ (Dinner)' }).isChecked())
      .toBe(true);
    await odiaOrderForm(page).getByRole('button', { name: 'ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/subscribe-confirm');
    await page.getByRole('heading', { name: 'ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ନିଶ୍ଚିତ କରନ୍ତୁ' }).waitFor();
    expect(await page.title()).toBe('ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ନିଶ୍ଚିତ କରନ୍ତୁ | FitThali');

    // No address yet: ordering says so in Odia, and the address form outside Odisha too.
    await odiaSummary(page).getByRole('button', { name: 'ଅର୍ଡର୍ ନିଶ୍ଚିତ କରନ୍ତୁ' }).click();
    await odiaSummary(page).getByText('ଦୟାକରି ଏକ ଡେଲିଭରି ଠିକଣା ବାଛନ୍ତୁ', { exact: false }).waitFor();
    const book = page.getByRole('region', { name: 'ଡେଲିଭରି ଠିକଣା' });
    const addressForm = book.getByRole('form', { name: 'ନୂଆ ଠିକଣା ଯୋଡ଼ନ୍ତୁ' });
    await addressForm.getByLabel('ଘର, ଗଳି, ଅଞ୍ଚଳ (At)').fill('Plot 7, Saheed Nagar');
    await addressForm.getByLabel('ଡାକଘର (PO)').fill('Bhubaneswar');
    await addressForm.getByLabel('ଜିଲ୍ଲା').fill('Khordha');
    await addressForm.getByLabel('ପିନ୍ କୋଡ୍ (PIN)').fill('110001');
    await addressForm.getByRole('button', { name: 'ଠିକଣା ସେଭ୍ କରନ୍ତୁ' }).click();
    await addressForm.getByText('ଓଡ଼ିଶା', { exact: false }).waitFor();
    await addressForm.getByLabel('ପିନ୍ କୋଡ୍ (PIN)').fill('751007');
    await addressForm.getByRole('button', { name: 'ଠିକଣା ସେଭ୍ କରନ୍ତୁ' }).click();
    await addressForm.waitFor({ state: 'detached' });
    await book.locator('.address-item').filter({ hasText: '751007' }).waitFor();

    // The plan in Odia; dates from the Odia calendar.
    await page.getByText('ପ୍ଲାନ୍ ସାରାଂଶ').waitFor();
    const firstDate = await page
      .getByRole('list', { name: 'ଡେଲିଭରି ତାରିଖ' })
      .locator('time')
      .first()
      .textContent();
    expect(firstDate).toMatch(/^(ରବି|ସୋମ|ମଙ୍ଗଳ|ବୁଧ|ଗୁରୁ|ଶୁକ୍ର|ଶନି), \d{2} \S+$/);

    // An unknown coupon is refused by the server in Odia; MEAL100 takes ₹100 off.
    const coupon = odiaSummary(page).getByLabel('କୁପନ୍ କୋଡ୍');
    await coupon.fill('FREE1000');
    await odiaSummary(page).getByRole('button', { name: 'ଲଗାନ୍ତୁ' }).click();
    await odiaSummary(page).getByText('ଭୁଲ୍ କୁପନ୍ କୋଡ୍').waitFor();
    await coupon.fill('meal100');
    await odiaSummary(page).getByRole('button', { name: 'ଲଗାନ୍ତୁ' }).click();
    await odiaSummary(page).getByText('ଲାଗିଲା', { exact: false }).waitFor();
    await odiaSummary(page).getByText('ରିହାତି (MEAL100)').waitFor();
    await odiaSummary(page).getByText('ଡେଲିଭରି ବେଳେ ନଗଦରେ ଦେବେ (COD)', { exact: false }).waitFor();

    await odiaSummary(page).getByRole('button', { name: 'ଅର୍ଡର୍ ନିଶ୍ଚିତ କରନ୍ତୁ' }).click();
    await odiaSummary(page).getByRole('heading', { name: 'ଅର୍ଡର୍ ନିଶ୍ଚିତ ହେଲା' }).waitFor();
    await expectOdiaPage(page, '/or/profile');
    // The profile opens in Odia, its header first.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).waitFor();
    expect(await page.getByRole('banner').textContent()).toMatch(/[\u0B00-\u0B7F]{3}/);

    // Stored as the English API says it: the Odia was only what the customer read.
    const { body } = await apiLogin(customer.phone, customer.password);
    const orders = await profileOf({ ...customer, token: body.token as string, user: {} });
    expect(orders.subscriptions).toHaveLength(1);
    expect(orders.subscriptions[0]).toMatchObject({
      plan: 'High Protein',
      slot: 'Dinner',
      duration: '7 Days',
      couponCode: 'MEAL100',
      discount: 100,
      paymentMode: 'COD',
    });
    await page.close();
  });

  it('pays online on /or/payment through the test gateway, in Odia', async () => {
    const customer = await signUpViaApi();
    await saveAddressViaApi(customer);
    const page = await newPage(browser(), PHONE);
    await signInPage(page, customer, '/or/high-protein-plan');
    await page.goto('/or/high-protein-plan');
    await odiaOrderForm(page).getByRole('button', { name: 'ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/subscribe-confirm');
    await page.getByRole('region', { name: 'ଡେଲିଭରି ଠିକଣା' }).getByRole('radio').first().waitFor();
    await odiaSummary(page)
      .getByRole('radio', { name: /^ଅନଲାଇନ୍ ପେମେଣ୍ଟ/ })
      .check();
    await odiaSummary(page).getByRole('button', { name: 'ପେମେଣ୍ଟ କରିବାକୁ ଆଗକୁ ଯାଆନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/payment');
    await page.getByRole('heading', { name: 'ନିଶ୍ଚିତ କରି ପେମେଣ୍ଟ କରନ୍ତୁ' }).waitFor();
    await page.getByRole('heading', { name: 'ଆପଣଙ୍କ ଅର୍ଡର୍' }).waitFor();
    await page.getByRole('button', { name: /^₹[\d,]+ ପେମେଣ୍ଟ କରନ୍ତୁ$/ }).click();
    await page.getByRole('heading', { name: 'ଟେଷ୍ଟ ପେମେଣ୍ଟ' }).waitFor();
    await page.getByRole('button', { name: 'ଟେଷ୍ଟ ପେମେଣ୍ଟ ସାରନ୍ତୁ' }).click();
    await page.getByRole('heading', { name: 'ପେମେଣ୍ଟ ସଫଳ ହେଲା' }).waitFor();
    await expectOdiaPage(page, '/or/profile');
    await page.close();
  });

  it('opened directly, the confirm and payment pages leave nothing in English (their own shares)', async () => {
    // A cold load: the plan options' words come with the confirm page's share (decision 319), not
    // from a plan page visited before.
    const customer = await signUpViaApi(newCustomer('Sanjukta Mishra'));
    await saveAddressViaApi(customer);
    const page = await newPage(browser(), PHONE);
    await signInPage(page, customer, '/or/');
    await page.goto('/or/subscribe-confirm?plan=high-protein&meal=Veg&slot=Lunch&duration=7');
    await expectOdiaPage(page, '/or/subscribe-confirm');
    await page.getByRole('region', { name: 'ଡେଲିଭରି ଠିକଣା' }).getByRole('radio').first().waitFor();
    const kept = [
      customer.name,
      customer.email,
      customer.phone,
      ...Object.values(ODISHA_ADDRESS),
    ].filter((value): value is string => typeof value === 'string' && value !== '');
    expect(await englishOn(page, kept)).toEqual([]);
    await odiaSummary(page)
      .getByRole('radio', { name: /^ଅନଲାଇନ୍ ପେମେଣ୍ଟ/ })
      .check();
    await odiaSummary(page).getByRole('button', { name: 'ପେମେଣ୍ଟ କରିବାକୁ ଆଗକୁ ଯାଆନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/payment');
    await page.getByRole('heading', { name: 'ଆପଣଙ୍କ ଅର୍ଡର୍' }).waitFor();
    expect(await englishOn(page, kept)).toEqual([]);
    await page.close();
  });

  it('forgot password and the 404 page speak Odia', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/or/login');
    await page.getByRole('link', { name: 'ପାସୱାର୍ଡ ଭୁଲିଗଲେ?' }).click();
    await expectOdiaPage(page, '/or/forgot-password');
    await page.getByRole('heading', { name: 'ପାସୱାର୍ଡ ଭୁଲିଗଲେ?' }).waitFor();
    await page.getByRole('button', { name: 'ମୋତେ କୋଡ୍ ପଠାନ୍ତୁ' }).click();
    // The domain's validation, in its Odia: no English sentence on the page.
    const alert = page.getByRole('main').getByRole('alert');
    await expect
      .poll(async () => (await alert.textContent())?.trim() ?? '')
      .toMatch(/[\u0B00-\u0B7F]/);
    expect(await alert.textContent()).not.toMatch(/[A-Za-z]{4,}/);
    // The code step: the server's answer, the code and the new password, all in Odia.
    await page.getByRole('main').getByRole('textbox').first().fill('9876500001');
    await page.getByRole('button', { name: 'ମୋତେ କୋଡ୍ ପଠାନ୍ତୁ' }).click();
    await page.getByRole('main').getByLabel('6 ଅଙ୍କର କୋଡ୍', { exact: true }).waitFor();
    await page.getByRole('main').getByLabel('ନୂଆ ପାସୱାର୍ଡ', { exact: true }).waitFor();
    expect(await englishOn(page, ['9876500001'])).toEqual([]);

    await page.goto('/or/no-such-page');
    await expectOdiaPage(page, '/or/404');
    await page.getByRole('heading', { name: '404 - ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ' }).waitFor();
    await page.getByRole('link', { name: 'ମୂଳପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ' }).click();
    await expectOdiaPage(page, '/or/');
    await page.close();
  });
});
