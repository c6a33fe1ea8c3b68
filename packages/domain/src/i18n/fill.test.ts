import { describe, expect, it } from 'vitest';
import { CREDIT_TEMPLATES } from '../credit-messages.ts';
import { fill } from './fill.ts';

describe('fill', () => {
  it('puts values in their placeholders', () => {
    expect(
      fill('You selected {selected} days but plan requires {required} days', {
        selected: 3,
        required: 5,
      }),
    ).toBe('You selected 3 days but plan requires 5 days');
  });

  it('picks the plural branch and writes # as the number', () => {
    const values = { rupees: '₹249', firstExpiry: 'Tue, 09 Jun, 2026' };
    expect(fill(CREDIT_TEMPLATES.balance, { ...values, meals: 1 })).toBe(
      '₹249 · 1 meal, expiring on Tue, 09 Jun, 2026',
    );
    expect(fill(CREDIT_TEMPLATES.balance, { ...values, meals: 4 })).toBe(
      '₹249 · 4 meals, the first expiring on Tue, 09 Jun, 2026',
    );
  });

  it('prefers an exact branch', () => {
    expect(fill('{n, plural, =0 {none} one {one} other {# of them}}', { n: 0 })).toBe('none');
  });

  it('refuses a template without its value', () => {
    expect(() => fill('{name} is required.')).toThrow(/No value for \{name\}/);
  });
});
