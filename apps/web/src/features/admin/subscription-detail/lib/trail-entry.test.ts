import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../api/types';
import { trailEntry } from './trail-entry';

function event(extra: Partial<OrderEvent>): OrderEvent {
  return {
    _id: 'e1',
    actor: 'customer',
    actorName: 'Asha Mohanty',
    action: 'skip',
    deliveryId: 'd1',
    detail: {},
    reason: null,
    // 10:00 in India.
    createdAt: '2031-01-20T04:30:00.000Z',
    ...extra,
  };
}

describe('a line of the order trail', () => {
  it('says who, what, the new end date and when, in India time', () => {
    const entry = trailEntry(
      event({ detail: { date: '2031-01-21', slot: 'Lunch', endDate: '2031-01-30' } }),
    );
    expect(entry).toEqual({
      who: 'Asha Mohanty (customer)',
      what: 'Skipped Lunch on Tue, 21 Jan',
      details: ['Plan now ends on Thu, 30 Jan'],
      reason: null,
      when: 'Mon, 20 Jan, 10:00 am',
    });
  });

  it('names the admin and keeps the reason of an override', () => {
    const entry = trailEntry(
      event({
        actor: 'admin',
        actorName: 'Admin',
        action: 'unskip',
        detail: { date: '2031-01-21', slot: 'Dinner' },
        reason: 'Customer rang',
      }),
    );
    expect(entry.who).toBe('Admin (admin)');
    expect(entry.what).toBe('Brought back Dinner on Tue, 21 Jan');
    expect(entry.reason).toBe('Customer rang');
  });

  it('reads a menu changed after the cut-off, with its reason', () => {
    const entry = trailEntry(
      event({
        actor: 'admin',
        actorName: 'Admin',
        action: 'menu-dish-changed',
        detail: {
          date: '2031-01-21',
          slot: 'Lunch',
          fromDish: 'Paneer bhurji, 2 rotis',
          toDish: 'Rajma, brown rice',
        },
        reason: 'The paneer did not arrive.',
      }),
    );
    expect(entry.what).toBe(
      'Changed the menu of Lunch on Tue, 21 Jan: Rajma, brown rice instead of Paneer bhurji, 2 rotis',
    );
    expect(entry.reason).toBe('The paneer did not arrive.');
  });

  it('reads pauses, resumes, addresses, marks and the system', () => {
    const say = (extra: Partial<OrderEvent>) => trailEntry(event(extra)).what;
    expect(say({ action: 'pause', detail: { from: '2031-01-21', until: '2031-01-27' } })).toBe(
      'Paused from Tue, 21 Jan to Mon, 27 Jan',
    );
    expect(
      say({
        action: 'pause',
        detail: { from: '2031-01-21', until: '2031-03-01', openEnded: true },
      }),
    ).toBe('Paused from Tue, 21 Jan until resumed (at the latest Sat, 01 Mar)');
    expect(say({ action: 'resume', detail: { from: '2031-01-21' } })).toBe('Resumed the plan');
    expect(say({ action: 'address', detail: { date: null } })).toBe(
      'Changed the address for every remaining delivery',
    );
    expect(say({ action: 'address', detail: { date: '2031-01-22' } })).toBe(
      'Changed the address for Wed, 22 Jan',
    );
    expect(
      trailEntry(
        event({
          actor: 'system',
          actorName: null,
          action: 'delivered',
          detail: { date: '2031-01-21', slot: 'Lunch' },
        }),
      ),
    ).toMatchObject({ who: 'System', what: 'Marked Lunch on Tue, 21 Jan delivered' });
  });

  it('reads cash collected on a delivery, with its amount', () => {
    const entry = trailEntry(
      event({
        actor: 'admin',
        actorName: 'Rider',
        action: 'cash_collected',
        detail: { amount: 1743, date: '2025-01-21', slot: 'Lunch' },
      }),
    );
    expect(entry.who).toBe('Rider (admin)');
    expect(entry.what).toMatch(/^Recorded ₹1,743 cash collected on Lunch on Tue, 21 Jan$/);
  });

  it('reads a cancellation by the admin, and one by deleting the account', () => {
    expect(
      trailEntry(
        event({ actor: 'admin', actorName: 'Admin', action: 'cancel', detail: { meals: 5 } }),
      ),
    ).toMatchObject({
      who: 'Admin (admin)',
      what: 'Cancelled the plan',
      details: ['5 meals still to come cancelled'],
    });
    expect(
      trailEntry(
        event({
          actorName: null,
          action: 'cancel',
          detail: { meals: 1, accountDeleted: true },
        }),
      ),
    ).toMatchObject({
      who: 'The customer (customer)',
      what: 'Cancelled the plan by deleting the account',
      details: ['1 meal still to come cancelled'],
    });
  });

  it('says what happened to meal credits (issue 14)', () => {
    const missedDay = { date: '2031-01-21', slot: 'Lunch' };
    expect(
      trailEntry(
        event({ actor: 'admin', action: 'credit-earned', detail: { ...missedDay, value: 235 } }),
      ),
    ).toMatchObject({ what: 'Lunch on Tue, 21 Jan earned a meal credit', details: ['Worth ₹235'] });
    expect(
      trailEntry(event({ action: 'credits-spent', detail: { meals: 2, value: 498 } })).what,
    ).toBe('Paid with 2 meal credits (₹498)');
    expect(
      trailEntry(
        event({ actor: 'system', action: 'credits-given-back', detail: { meals: 1, value: 249 } }),
      ).what,
    ).toBe('Gave back 1 meal credit (₹249)');
    expect(trailEntry(event({ action: 'missed-reported', detail: missedDay })).what).toBe(
      'Reported Lunch on Tue, 21 Jan as not received',
    );
  });

  it('says when a missed meal earned no credit or less than its value, and why (decision 154)', () => {
    const missedDay = { date: '2031-01-21', slot: 'Lunch' };
    const why =
      'No meal credit: nothing is left of what was paid for this order (₹1,743 paid, less ₹1,743 already refunded).';
    expect(
      trailEntry(
        event({
          actor: 'admin',
          action: 'credit-withheld',
          detail: { ...missedDay, mealValue: 249, paid: 1743, refunded: 1743, credited: 0 },
          reason: why,
        }),
      ),
    ).toMatchObject({ what: 'Lunch on Tue, 21 Jan earned no meal credit', reason: why });
    expect(
      trailEntry(
        event({
          actor: 'admin',
          action: 'credit-earned',
          detail: { ...missedDay, value: 143, mealValue: 249 },
        }),
      ).details,
    ).toEqual(['Worth ₹143, not the meal’s ₹249']);
  });

  it('names the money of a refund and how it went', () => {
    const what = (action: string, detail: Record<string, unknown>) =>
      trailEntry(event({ actor: 'system', action, detail })).what;
    expect(what('refund', { amount: 1500 })).toBe('Refund of ₹1,500 requested');
    expect(what('refund-processed', { amount: 1500 })).toBe('Refund of ₹1,500 processed');
    expect(what('refund-failed', { amount: 1500, attempts: 5 })).toBe(
      'Refund of ₹1,500 failed after 5 attempts',
    );
    expect(what('refund-retry', { amount: 1500 })).toBe('Refund of ₹1,500 sent again');
  });

  it('names the dish a customer swapped to, and says when it went back to the menu’s', () => {
    const detail = { date: '2031-01-21', slot: 'Lunch', dish: 'Millet khichdi', choice: 'swap' };
    expect(trailEntry(event({ action: 'dish_swapped', detail }))).toMatchObject({
      what: 'Changed the dish of Lunch on Tue, 21 Jan to Millet khichdi',
      details: [],
    });
    const back = { ...detail, dish: 'Paneer tikka bowl', choice: 'default' };
    expect(trailEntry(event({ action: 'dish_swapped', detail: back }))).toMatchObject({
      what: 'Changed the dish of Lunch on Tue, 21 Jan to Paneer tikka bowl',
      details: ['Back to the dish the menu gives them'],
    });
  });
});
