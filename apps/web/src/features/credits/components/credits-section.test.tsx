import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_CREDITS } from '../api/get-credits';
import { CreditsSection } from './credits-section';

afterEach(cleanup);

describe("the profile's meal credits", () => {
  it('shows the balance, what expires on which India day, and the history', () => {
    render(
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
      '3 meal credits worth ₹719, to use at checkout.',
    );
    const expiring = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(expiring).toEqual([
      '2 meal credits (₹470) expire on Mon, 09 Jun, 2031',
      '1 meal credit (₹249) expires on Tue, 10 Jun, 2031',
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(row?.textContent).toContain('Used: Used on an order');
    expect(row?.textContent).toContain('−1');
    expect(row?.textContent).toContain('−₹249');
  });

  it('says how credits are earned when there are none', () => {
    render(<CreditsSection credits={NO_CREDITS} />);
    expect(screen.getByTestId('credits-balance').textContent).toContain('A missed meal earns one');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
