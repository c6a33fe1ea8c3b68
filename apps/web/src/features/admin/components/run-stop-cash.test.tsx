import { groupStops } from '@fitthali/domain/run-stops';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunSheetDelivery } from '../api/types';
import { RunStopCash } from './run-stop-cash';

afterEach(cleanup);

const meal = (id: string, cash: RunSheetDelivery['cash']): RunSheetDelivery => ({
  deliveryId: `d-${id}`,
  subscriptionId: `s-${id}`,
  orderNumber: `#${id.toUpperCase().padEnd(8, '0')}`,
  door: '751001|unit 3|plot 1',
  customer: 'Asha Das',
  phone: '9876543210',
  address: { at: 'Plot 1', po: 'Unit 3', dist: 'Khordha', pin: '751001' },
  fullAddress: 'Plot 1, Unit 3, Khordha 751001',
  mapsUrl: 'https://www.google.com/maps',
  plan: 'High Protein',
  mealOption: 'Veg',
  slot: 'Lunch',
  status: 'scheduled',
  missedReason: null,
  dish: null,
  dishChoice: null,
  dishConflicts: [],
  avoids: [],
  cash,
});

const stopOf = (...meals: RunSheetDelivery[]) => {
  const [stop] = groupStops(meals);
  if (!stop) throw new Error('no stop');
  return stop;
};

const due = (amountDue: number) => ({ amountDue, collected: null });

describe('RunStopCash', () => {
  it('shows the cash due and a button naming the customer, when the stop can take it', () => {
    const onCollect = vi.fn();
    render(
      <RunStopCash
        stop={stopOf(meal('a', due(1743)))}
        name="Asha Das"
        canCollect
        busy={false}
        onCollect={onCollect}
      />,
    );
    expect(screen.getByText(/Cash due/).textContent).toBe('Cash due ₹1,743');
    // jsdom joins the hidden span's text without its leading space; a browser keeps it.
    fireEvent.click(screen.getByRole('button', { name: /^Cash collected ?for Asha Das$/ }));
    expect(onCollect).toHaveBeenCalledOnce();
  });

  it("sums a door's orders into one amount and one button, naming each order's share", () => {
    render(
      <RunStopCash
        stop={stopOf(meal('a', due(1743)), meal('b', due(249)), meal('c', null))}
        name="Asha Das"
        canCollect
        busy={false}
        onCollect={() => {}}
      />,
    );
    expect(screen.getByText(/Cash due/).textContent).toBe(
      'Cash due ₹1,992#A0000000 ₹1,743 · #B0000000 ₹249',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows the amount but no button on a day still to come', () => {
    render(
      <RunStopCash
        stop={stopOf(meal('a', due(1743)))}
        name="Asha Das"
        canCollect={false}
        busy={false}
        onCollect={() => {}}
      />,
    );
    expect(screen.getByText(/Cash due/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what was collected, where, paid online, or nothing for an older server', () => {
    const collected = { amount: 1743, collectedAt: '2026-03-10T08:00:00Z' };
    const props = { name: 'Asha Das', canCollect: true, busy: false, onCollect: () => {} };
    const { rerender, container } = render(
      <RunStopCash
        stop={stopOf(
          meal('a', { amountDue: null, collected: { ...collected, onThisDelivery: true } }),
          meal('b', { amountDue: null, collected: { ...collected, onThisDelivery: true } }),
        )}
        {...props}
      />,
    );
    expect(container.textContent).toBe('Cash ₹3,486 collected');
    rerender(
      <RunStopCash
        stop={stopOf(
          meal('a', { amountDue: null, collected: { ...collected, onThisDelivery: false } }),
        )}
        {...props}
      />,
    );
    expect(container.textContent).toBe('Cash collected on an earlier delivery');
    rerender(<RunStopCash stop={stopOf(meal('a', null))} {...props} />);
    expect(container.textContent).toBe('Paid online');
    rerender(<RunStopCash stop={stopOf(meal('a', undefined))} {...props} />);
    expect(container.textContent).toBe('');
  });
});
