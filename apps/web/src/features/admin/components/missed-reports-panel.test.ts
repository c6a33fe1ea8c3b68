import { describe, expect, it } from 'vitest';
import { acceptedMessage } from './missed-reports-panel';

describe('accepting a report of a meal not received (decision 154)', () => {
  it('says the credit in rupees, or that none was given and why', () => {
    expect(acceptedMessage({ value: 249, mealValue: 249, why: null })).toBe(
      'Report accepted: the meal is missed and the customer has a meal credit of ₹249.',
    );
    const why =
      'No meal credit: nothing is left of what was paid for this order (₹1,743 paid, less ₹1,743 already refunded).';
    expect(acceptedMessage({ value: 0, mealValue: 249, why })).toBe(
      `Report accepted: the meal is missed. ${why}`,
    );
    expect(acceptedMessage(null)).toBe('Report accepted: the meal is missed.');
  });
});
