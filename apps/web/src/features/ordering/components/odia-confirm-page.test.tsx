// The confirm page on its Odia twin (issue 27): its words, the duration dropdown, dates from the
// domain's Odia calendar, the domain's order rules and the coupon's refusal in Odia, while the
// order it would send keeps the English the API reads. The English page is unchanged.
import { DEFAULT_DELIVERY_SETTINGS } from '@fitthali/domain/delivery-settings';
import { ORDER_MSG } from '@fitthali/domain/order-messages';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadOdiaPage } from '../../../i18n/messages';
import { FALLBACK_CATALOGUE } from '../lib/catalogue';
import { defaultChoices } from '../lib/order-choices';
import { ORDER_DRAFT_KEY } from '../lib/order-draft-key';
import { ConfirmOrderPage } from './confirm-order-page';

beforeAll(() => loadOdiaPage('or', '/or/subscribe-confirm'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Page() {
  return (
    <ConfirmOrderPage
      draft={{ choices: { ...defaultChoices('high-protein'), duration: 7 } }}
      address={null}
      addressSection={null}
      catalogue={FALLBACK_CATALOGUE}
      deliverySettings={DEFAULT_DELIVERY_SETTINGS}
      onPriceChanged={async () => undefined}
    />
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/or/subscribe-confirm', Component: Page },
    { path: '/subscribe-confirm', Component: Page },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('the Odia confirm page', () => {
  it('says its headings, totals and button in Odia', async () => {
    renderAt('/or/subscribe-confirm');
    expect(await screen.findByRole('heading', { name: 'ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ନିଶ୍ଚିତ କରନ୍ତୁ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ପ୍ଲାନ୍ ସାରାଂଶ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ଅର୍ଡର୍ ସାରାଂଶ' })).toBeTruthy();
    expect(screen.getByText('ମୋଟ ଭୋଜନ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ଅର୍ଡର୍ ନିଶ୍ଚିତ କରନ୍ତୁ' })).toBeTruthy();
    expect(screen.getByText(/ଡେଲିଭରି ବେଳେ ନଗଦରେ ଦେବେ \(COD\)/)).toBeTruthy();
    expect(screen.queryByText('Confirm Order')).toBeNull();
  });

  it('shows the durations in Odia but keeps their values for the order', async () => {
    renderAt('/or/subscribe-confirm');
    const select = (await screen.findByLabelText('ଅବଧି')) as HTMLSelectElement;
    const seven = within(select).getByRole('option', { name: /^7 ଦିନ · ଦିନକୁ ₹/ });
    expect((seven as HTMLOptionElement).value).toBe('7');
    expect(within(select).getByRole('option', { name: /^3 ଦିନ \(ଟ୍ରାଏଲ୍\)/ })).toBeTruthy();
    // The draft the order is built from keeps the API's English duration.
    const draft = JSON.parse(sessionStorage.getItem(ORDER_DRAFT_KEY) ?? '{}');
    expect(draft.choices.duration).toBe(7);
  });

  it('writes the delivery dates with the Odia calendar', async () => {
    renderAt('/or/subscribe-confirm');
    const list = await screen.findByRole('list', { name: 'ଡେଲିଭରି ତାରିଖ' });
    const first = within(list).getAllByRole('listitem')[0]?.textContent ?? '';
    expect(first).toMatch(/^(ରବି|ସୋମ|ମଙ୍ଗଳ|ବୁଧ|ଗୁରୁ|ଶୁକ୍ର|ଶନି), \d{2} \S+$/);
    expect(screen.getByText(/ପର୍ଯ୍ୟନ୍ତ 7ଟି ଡେଲିଭରି/)).toBeTruthy();
  });

  it('says the domain’s order rule and the coupon’s refusal in Odia', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: ORDER_MSG.invalidCoupon }, { status: 404 }),
      ),
    );
    renderAt('/or/subscribe-confirm');
    // Custom days with none picked: the domain's own sentence, in the Odia of forms.po.
    fireEvent.click(await screen.findByLabelText('ନିଜେ ବାଛନ୍ତୁ (Custom)'));
    expect(screen.getAllByText('ଦୟାକରି ସପ୍ତାହର ଅନ୍ତତଃ ଗୋଟିଏ ଦିନ ବାଛନ୍ତୁ।').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('କୁପନ୍ କୋଡ୍'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'ଲଗାନ୍ତୁ' }));
    expect(await screen.findByText('ଭୁଲ୍ କୁପନ୍ କୋଡ୍')).toBeTruthy();
  });
});

describe('the English confirm page', () => {
  it('keeps its English words and durations', async () => {
    renderAt('/subscribe-confirm');
    expect(await screen.findByRole('heading', { name: 'Confirm Your Subscription' })).toBeTruthy();
    const select = screen.getByLabelText('Duration') as HTMLSelectElement;
    expect(within(select).getByRole('option', { name: /^7 Days · ₹\d+\/day$/ })).toBeTruthy();
    expect(within(select).getByRole('option', { name: /^3 Days \(Trial\) · ₹/ })).toBeTruthy();
    expect(screen.getByText(/^7 deliveries from/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeTruthy();
  });
});
