import { describe, expect, it } from 'vitest';
import { API_MSG } from '../api-messages.ts';
import { MSG } from '../messages.ts';
import { couponChangeBody, newCouponBody } from './admin-catalogue.ts';
import { kitchenQuery } from './admin-kitchen.ts';
import { subscriptionListQuery, userSubscriptionsQuery } from './admin-orders.ts';
import { geoReverseQuery } from './geo-lookup.ts';
import { isUuid, uuidOrNotFound } from './ids.ts';
import { refusalStatus } from './refusal-status.ts';

// The routes' own tests prove each answer end to end; these pin the rules the schemas share.
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0];

describe('ids', () => {
  it('recognises a UUID in either case, and nothing else', () => {
    expect(isUuid('0b6c4a2e-9f1d-4c3b-8a7e-5d2f1e0c9b8a')).toBe(true);
    expect(isUuid('0B6C4A2E-9F1D-4C3B-8A7E-5D2F1E0C9B8A')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
  });

  it('marks a malformed id of something owned as not found', () => {
    const issue = firstIssue(uuidOrNotFound(MSG.orderNotFound).safeParse('x')) as {
      message: string;
      params?: unknown;
    };
    expect(issue.message).toBe(MSG.orderNotFound);
    expect(refusalStatus(issue.params)).toBe(404);
    expect(refusalStatus(undefined)).toBe(400);
  });
});

describe('admin paging', () => {
  it('defaults, clamps the limit and refuses a malformed or too deep offset', () => {
    expect(subscriptionListQuery.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(userSubscriptionsQuery.parse({ limit: '' })).toEqual({ limit: 200, offset: 0 });
    expect(subscriptionListQuery.parse({ limit: '0', offset: '5' })).toMatchObject({
      limit: 1,
      offset: 5,
    });
    expect(subscriptionListQuery.parse({ limit: '9999' }).limit).toBe(500);
    expect(firstIssue(subscriptionListQuery.safeParse({ limit: '-5' }))?.message).toBe(
      API_MSG.invalidLimit,
    );
    expect(firstIssue(subscriptionListQuery.safeParse({ offset: ['1', '2'] }))?.message).toBe(
      API_MSG.invalidOffset,
    );
    expect(firstIssue(subscriptionListQuery.safeParse({ offset: '1000001' }))?.message).toBe(
      API_MSG.offsetTooLarge,
    );
  });
});

describe('kitchen sheet', () => {
  it('leaves the date and slot to the server unless chosen (the slot now, decision 142)', () => {
    expect(kitchenQuery.parse({ date: '', slot: '' })).toEqual({
      date: undefined,
      slot: undefined,
    });
  });
});

describe('coupons', () => {
  it('reads a body that is not an object as one with no fields', () => {
    expect(firstIssue(newCouponBody.safeParse('text'))?.message).toBe(API_MSG.invalidNewCouponCode);
    expect(firstIssue(couponChangeBody.safeParse(null))?.message).toBe(API_MSG.nothingToChange);
  });

  it('normalises a new coupon and tells absent from cleared on a change', () => {
    expect(newCouponBody.parse({ code: ' save50 ', amount: 50 })).toEqual({
      code: 'SAVE50',
      amount: 50,
      active: true,
      expiresAt: null,
      usageLimit: null,
    });
    expect(couponChangeBody.parse({ expiresAt: '' })).toEqual({ expiresAt: null });
  });
});

describe('reverse geocoding', () => {
  it('takes lng for lon, and refuses a coordinate out of range', () => {
    expect(geoReverseQuery.parse({ lat: '20.3', lng: '85.8' })).toEqual({ lat: 20.3, lon: 85.8 });
    expect(firstIssue(geoReverseQuery.safeParse({ lat: '91', lon: '85' }))?.message).toBe(
      API_MSG.invalidCoordinates,
    );
  });
});
