import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../api/types';
import { UsersTable } from './users-table';

afterEach(cleanup);

function order(n: number) {
  return {
    _id: `order-${n}`,
    plan: 'High Protein',
    totalPrice: 1743,
    status: 'active',
    createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T06:00:00.000Z`,
  };
}

describe('UsersTable', () => {
  it('counts every order even when the list carries only the newest ones', () => {
    const busy: AdminUser = {
      _id: 'busy',
      name: 'Lipsa Pradhan',
      email: 'lipsa@example.in',
      phone: '9876543210',
      orderCount: 35,
      orders: Array.from({ length: 20 }, (_, i) => order(i)),
    };
    const older: AdminUser = {
      _id: 'older',
      name: null,
      email: null,
      phone: null,
      orders: [order(19)],
    };
    render(
      <UsersTable users={[older, busy]} loading={false} expandedId={null} onToggle={() => {}} />,
    );
    const busyToggle = screen.getByRole('button', { name: 'Show orders of Lipsa Pradhan' });
    expect(busyToggle.querySelector('.admin-expand__count')?.textContent).toBe('35');
    // Without a count from the server, the orders it sent are the count.
    const olderToggle = screen.getByRole('button', { name: 'Show orders of No Name' });
    expect(olderToggle.querySelector('.admin-expand__count')?.textContent).toBe('1');
    // Latest order first.
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Lipsa Pradhan', 'No Name']);
  });

  it("shows each customer's newest order by its state, a paused one as Paused", () => {
    const paused: AdminUser = {
      _id: 'paused',
      name: 'Rina Das',
      email: null,
      phone: null,
      orders: [
        {
          ...order(1),
          state: 'paused',
          pause: { from: '2026-11-20', until: '2026-11-27', openEnded: true },
        },
        order(2),
      ],
    };
    const done: AdminUser = {
      _id: 'done',
      name: 'Mamata Sahu',
      email: null,
      phone: null,
      orders: [{ ...order(3), status: 'completed', state: 'completed' }],
    };
    render(
      <UsersTable users={[paused, done]} loading={false} expandedId={null} onToggle={() => {}} />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.querySelector('.admin-badge')?.textContent).toBe('Paused');
    expect(rows[0]?.textContent).toContain('Latest order: ');
    expect(rows[1]?.querySelector('.admin-badge')?.textContent).toBe('Completed');
  });
});
