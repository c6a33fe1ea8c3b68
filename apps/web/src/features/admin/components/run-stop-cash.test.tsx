import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunSheetDelivery } from '../api/types';
import { RunStopCash } from './run-stop-cash';

afterEach(cleanup);

const stop = (cash: RunSheetDelivery['cash']): RunSheetDelivery => ({
  deliveryId: 'd1',
  subscriptionId: 's1',
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
  cash,
});

describe('RunStopCash', () => {
  it('shows the cash due and a button naming the customer, when the stop can take it', () => {
    const onCollect = vi.fn();
    render(
      <RunStopCash
        row={stop({ amountDue: 1743, collected: null })}
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

  it('shows the amount but no button on a day still to come or a missed stop', () => {
    render(
      <RunStopCash
        row={stop({ amountDue: 1743, collected: null })}
        canCollect={false}
        busy={false}
        onCollect={() => {}}
      />,
    );
    expect(screen.getByText(/Cash due/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says where the cash was collected, paid online, or nothing for an older server', () => {
    const collected = { amount: 1743, collectedAt: '2026-03-10T08:00:00Z' };
    const { rerender, container } = render(
      <RunStopCash
        row={stop({ amountDue: null, collected: { ...collected, onThisDelivery: true } })}
        canCollect
        busy={false}
        onCollect={() => {}}
      />,
    );
    expect(container.textContent).toBe('Cash ₹1,743 collected');
    rerender(
      <RunStopCash
        row={stop({ amountDue: null, collected: { ...collected, onThisDelivery: false } })}
        canCollect
        busy={false}
        onCollect={() => {}}
      />,
    );
    expect(container.textContent).toBe('Cash collected on an earlier delivery');
    rerender(<RunStopCash row={stop(null)} canCollect busy={false} onCollect={() => {}} />);
    expect(container.textContent).toBe('Paid online');
    rerender(<RunStopCash row={stop(undefined)} canCollect busy={false} onCollect={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
