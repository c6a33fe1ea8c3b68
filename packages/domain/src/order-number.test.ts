import { describe, expect, it } from 'vitest';
import { orderNumber, shortOrderId } from './order-number.ts';

describe('order number', () => {
  it('is # and the first 8 hex characters of the id, upper-cased', () => {
    expect(orderNumber('3f2a9c1b-7d4e-4a61-9b2c-0e5f6a7b8c9d')).toBe('#3F2A9C1B');
    expect(shortOrderId('3f2a9c1b-7d4e-4a61-9b2c-0e5f6a7b8c9d')).toBe('3F2A9C1B');
  });

  it('skips hyphens, so an id is never cut into a number with a dash', () => {
    expect(shortOrderId('abc-def12-345')).toBe('ABCDEF12');
  });

  it('keeps a shorter id whole', () => {
    expect(orderNumber('order-1')).toBe('#ORDER1');
  });
});
