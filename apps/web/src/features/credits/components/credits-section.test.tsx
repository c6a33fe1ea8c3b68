import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadOdia } from '../../../i18n/messages';
import { renderAt } from '../../../i18n/render-at';
import { NO_CREDITS } from '../api/get-credits';
import { CreditsSection } from './credits-section';

afterEach(cleanup);
// The Odia catalogues are a dynamic import: fetched once, before the tests, with time to spare.
beforeAll(() => loadOdia('/or/profile'), 30_000);

describe("the profile's meal credits", () => {
  it('shows one balance in rupees and meals, and behind a toggle what expires on which India day and the history', () => {
    renderAt(
      <CreditsSection
        credits={{
          balance: 3,
          value: 719,
          lots: [
            // 23:00 in India on 9 Jun, though still 9 Jun in UTC too.
            { _id: 'a', value: 235, expiresAt: '2031-06-09T17:30:00.000Z' },
            { _id: 'b', value: 235, expiresAt: '2031-06-09T17:31:00.000Z' },
            // 00:30 on 10 Jun in India, still 9 Jun in UTC.
            { _id: 'c', value: 249, expiresAt: '2031-06-09T19:00:00.000Z' },
          ],
          entries: [
            {
              _id: 'e1',
              kind: 'spent',
              meals: -1,
              value: -249,
              reason: 'Used on an order',
              createdAt: '2031-03-12T05:00:00.000Z',
              expiresAt: null,
            },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('credits-balance').textContent).toBe(
      '₹719 · 3 meals, the first expiring on Mon, 09 Jun, 2031',
    );
    // The lots are behind a disclosure, closed until asked for.
    const details = screen.getByText('What makes up your credits').closest('details');
    expect(details?.open).toBe(false);
    expect(details?.contains(screen.getByRole('table', { hidden: true }))).toBe(true);
    const expiring = screen
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent);
    expect(expiring).toEqual([
      '2 meal credits (₹470) expire on Mon, 09 Jun, 2031',
      '1 meal credit (₹249) expires on Tue, 10 Jun, 2031',
    ]);
    const row = screen.getAllByRole('row', { hidden: true })[1];
    expect(row?.textContent).toContain('Used: Used on an order');
    expect(row?.textContent).toContain('−1');
    expect(row?.textContent).toContain('−₹249');
  });

  it('reads a cancellation that made 12 credits as one line of the history', () => {
    const at = '2031-03-12T05:00:00.000Z';
    const entries = Array.from({ length: 12 }, (_, i) => ({
      _id: `e${i}`,
      kind: 'earned' as const,
      meals: 1,
      value: i < 4 ? 176 : 175,
      reason: 'Plan cancelled: a meal not yet cooked',
      createdAt: at,
      expiresAt: '2031-06-09T17:30:00.000Z',
    }));
    const lots = entries.map((e) => ({
      _id: e._id,
      value: e.value,
      expiresAt: '2031-06-09T17:30:00.000Z',
    }));
    renderAt(<CreditsSection credits={{ balance: 12, value: 2104, lots, entries }} />);
    expect(screen.getByTestId('credits-balance').textContent).toBe(
      '₹2,104 · 12 meals, the first expiring on Mon, 09 Jun, 2031',
    );
    const rows = screen.getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('+12');
    expect(rows[0]?.textContent).toContain('₹2,104');
  });

  it('says how credits are earned when there are none', () => {
    renderAt(<CreditsSection credits={NO_CREDITS} />);
    expect(screen.getByTestId('credits-balance').textContent).toContain('A missed meal earns one');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the balance in Odia on an Odia profile: the plural, Odia dates, Western digits', async () => {
    const lot = { value: 249, expiresAt: '2031-06-09T17:30:00.000Z' };
    const lots = [{ _id: 'a', ...lot }];
    renderAt(
      <CreditsSection credits={{ balance: 1, value: 249, lots, entries: [] }} />,
      '/or/profile',
    );
    expect(screen.getByTestId('credits-balance').textContent).toBe(
      '₹249 · 1ଟି ଭୋଜନ, ମିଆଦ ସୋମ, 09 ଜୁନ, 2031ରେ ସରିବ',
    );
    expect(screen.getByText('1ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (₹249) ସୋମ, 09 ଜୁନ, 2031ରେ ମିଆଦ ସରିବ')).toBeTruthy();
    cleanup();
    const two = [...lots, { _id: 'b', ...lot }];
    renderAt(
      <CreditsSection credits={{ balance: 2, value: 498, lots: two, entries: [] }} />,
      '/or/profile',
    );
    expect(screen.getByTestId('credits-balance').textContent).toBe(
      '₹498 · 2ଟି ଭୋଜନ, ପ୍ରଥମଟିର ମିଆଦ ସୋମ, 09 ଜୁନ, 2031ରେ ସରିବ',
    );
    expect(screen.getByRole('heading', { name: 'ମିଲ୍ କ୍ରେଡିଟ୍' })).toBeTruthy();
  });
});
