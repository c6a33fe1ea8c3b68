import { describe, expect, it } from 'vitest';
import type { ProfileSubscription } from '../api/types';
import {
  awaitsPayment,
  filterSubscriptions,
  formatAddress,
  formatDuration,
  formatMoment,
  formatStartDate,
  isActive,
  normalisedStatus,
  pauseText,
  resumePaymentState,
  runningPlanMeals,
  sortNewestFirst,
  statusLabel,
} from './subscriptions';

const subs: ProfileSubscription[] = [
  { _id: 'a', status: 'active', createdAt: '2026-01-01T00:00:00Z' },
  // confirmedAt wins over an older createdAt.
  {
    _id: 'b',
    status: 'Cancelled',
    confirmedAt: '2026-03-01T00:00:00Z',
    createdAt: '2025-01-01T00:00:00Z',
  },
  { _id: 'c', status: 'ACTIVE', createdAt: '2026-02-01T00:00:00Z' },
  { _id: 'd', status: 'pending' },
];

describe('sortNewestFirst', () => {
  it('orders by confirmedAt, falling back to createdAt, undated last', () => {
    expect(sortNewestFirst(subs).map((s) => s._id)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('filterSubscriptions', () => {
  it('matches status case-insensitively', () => {
    expect(filterSubscriptions(subs, 'all')).toHaveLength(4);
    expect(filterSubscriptions(subs, 'active').map((s) => s._id)).toEqual(['a', 'c']);
    expect(filterSubscriptions(subs, 'cancelled').map((s) => s._id)).toEqual(['b']);
    expect(isActive({ status: ' Active ' })).toBe(true);
  });
});

describe('card text', () => {
  it('labels statuses', () => {
    expect(statusLabel({ status: 'CANCELLED' })).toBe('Cancelled');
    expect(statusLabel({ status: null })).toBe('Unknown');
  });

  it('writes the address, or null when there is none', () => {
    expect(
      formatAddress({ at: 'Plot 12', po: 'Saheed Nagar', dist: 'Khordha', pin: '751007' }),
    ).toBe('Plot 12, Saheed Nagar, Khordha - 751007');
    expect(formatAddress(null)).toBeNull();
    expect(formatAddress({ at: ' ', pin: '' })).toBeNull();
  });

  it('shows durations and dates', () => {
    expect(formatDuration('7 Days')).toBe('7 Days');
    expect(formatDuration(21)).toBe('21 Days');
    expect(formatDuration(null)).toBe('N/A');
    expect(formatStartDate('2026-03-14')).toBe('Sat, 14 Mar, 2026');
    expect(formatStartDate(undefined)).toBe('N/A');
    expect(formatMoment('2026-03-14T05:00:00Z')).toBe('Sat, 14 Mar, 2026, 10:30 am');
    expect(formatMoment('nonsense')).toBe('N/A');
  });
});

describe('state, pause and progress (decisions 76, 77)', () => {
  const pause = { _id: 'p', from: '2026-03-10', until: '2026-03-14', openEnded: false };

  it("shows the server's state over the stored status, paused and completed included", () => {
    expect(statusLabel({ status: 'active', state: 'paused' })).toBe('Paused');
    expect(statusLabel({ status: 'completed', state: 'completed' })).toBe('Completed');
    expect(isActive({ status: 'active', state: 'paused' })).toBe(true);
    expect(isActive({ status: 'completed', state: 'completed' })).toBe(false);
    const mixed: ProfileSubscription[] = [
      { _id: 'p', status: 'active', state: 'paused' },
      { _id: 'd', status: 'completed', state: 'completed' },
    ];
    expect(filterSubscriptions(mixed, 'active').map((s) => s._id)).toEqual(['p']);
  });

  it('says until when a plan is paused, or from when it will be', () => {
    const sub = { _id: 'a', status: 'active', state: 'paused', pause };
    expect(pauseText(sub, '2026-03-11')).toBe('Paused until Sat, 14 Mar');
    expect(pauseText({ ...sub, pause: { ...pause, openEnded: true } }, '2026-03-11')).toBe(
      'Paused until you resume',
    );
    expect(pauseText({ ...sub, state: 'active' }, '2026-03-08')).toBe(
      'Pause from Tue, 10 Mar to Sat, 14 Mar',
    );
    expect(pauseText({ ...sub, pause: null }, '2026-03-11')).toBeNull();
    expect(pauseText({ ...sub, status: 'cancelled', state: 'cancelled' }, '2026-03-11')).toBeNull();
  });

  it('counts the running plans only for the gauge', () => {
    expect(
      runningPlanMeals([
        {
          _id: 'a',
          status: 'active',
          meals: { bought: 42, delivered: 0, remaining: 42 },
          endDate: '2026-04-01',
        },
        { _id: 'b', status: 'completed', meals: { bought: 7, delivered: 7, remaining: 0 } },
        { _id: 'c', status: 'active', deliveryDates: ['2026-03-01', '2026-03-02'] },
      ]),
    ).toEqual([
      { bought: 42, delivered: 0, remaining: 42, endDate: '2026-04-01' },
      { bought: 0, delivered: 0, remaining: 0, endDate: '2026-03-02' },
    ]);
  });
});

describe('an unpaid online order (issue 11 point 5)', () => {
  const now = Date.parse('2026-11-25T06:00:00Z');
  const pending = {
    _id: '0b6f3c3e-3d7a-4bd4-9b1f-6f3b2d1c0a11',
    status: 'pending',
    paymentMode: 'Online',
    expiresAt: '2026-11-25T06:30:00Z',
  };

  it('waits for payment while held, and reads Expired once its time is up', () => {
    expect(awaitsPayment(pending, now)).toBe(true);
    expect(normalisedStatus(pending, now)).toBe('pending');
    const later = Date.parse('2026-11-25T06:31:00Z');
    expect(awaitsPayment(pending, later)).toBe(false);
    expect(normalisedStatus(pending, later)).toBe('expired');
    expect(awaitsPayment({ ...pending, paymentMode: 'COD' }, now)).toBe(false);
  });

  it('carries the order to /payment by its id', () => {
    const state = resumePaymentState({
      ...pending,
      plan: 'High Protein',
      slot: 'Lunch',
      mealOption: 'Veg',
      duration: '7 Days',
      days: 7,
      startDate: '2026-11-27',
      deliveryDates: ['2026-11-27'],
      selectedDays: ['Friday'],
      address: { at: 'Plot 4, Saheed Nagar', po: 'Bhubaneswar', dist: 'Khordha', pin: '751007' },
      totalPrice: 1743,
      discount: 0,
    });
    expect(state?.payment).toMatchObject({
      resumeId: pending._id,
      payload: { plan: 'High Protein', paymentMode: 'Online', totalPrice: 1743 },
    });
    expect(resumePaymentState({ ...pending, address: null })).toBeNull();
  });
});
