import { describe, expect, it } from 'vitest';
import {
  isSubscriptionState,
  SUBSCRIPTION_STATE_LABELS,
  subscriptionStateOn,
} from './subscription-status.ts';

describe('the state an order shows (decision 76)', () => {
  const pause = { from: '2026-03-10', until: '2026-03-14' };

  it('is paused only on the days its pause covers, both ends included', () => {
    expect(subscriptionStateOn('active', pause, '2026-03-09')).toBe('active');
    expect(subscriptionStateOn('active', pause, '2026-03-10')).toBe('paused');
    expect(subscriptionStateOn('active', pause, '2026-03-14')).toBe('paused');
    expect(subscriptionStateOn('active', pause, '2026-03-15')).toBe('active');
    expect(subscriptionStateOn('active', null, '2026-03-10')).toBe('active');
  });

  it('is the stored status otherwise, a pause changing nothing once the plan is over', () => {
    expect(subscriptionStateOn('completed', pause, '2026-03-11')).toBe('completed');
    expect(subscriptionStateOn('cancelled', pause, '2026-03-11')).toBe('cancelled');
    expect(subscriptionStateOn('pending', null, '2026-03-11')).toBe('pending');
  });

  it('has a label for each of the states the admin lists show', () => {
    expect(SUBSCRIPTION_STATE_LABELS).toMatchObject({
      active: 'Active',
      paused: 'Paused',
      completed: 'Completed',
      cancelled: 'Cancelled',
    });
    expect(isSubscriptionState('paused')).toBe(true);
    expect(isSubscriptionState('sleeping')).toBe(false);
  });
});
