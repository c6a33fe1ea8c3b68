import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderAlarm } from './order-alarm';

afterEach(cleanup);

describe('OrderAlarm', () => {
  it('shows the short order number a kitchen can read aloud, keeping the full id on the item', () => {
    const id = '3f2a9c1b-7d4e-4a61-9b2c-0e5f6a7b8c9d';
    render(
      <OrderAlarm
        orders={[{ subscriptionId: id, totalPrice: 1743, receivedAt: Date.now() }]}
        onDismiss={vi.fn()}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'New Order #3F2A9C1B' });
    expect(heading.closest('li')?.getAttribute('data-order-id')).toBe(id);
    expect(screen.getByRole('alert').textContent).not.toContain(id);
  });
});
