import { describe, expect, it } from 'vitest';
import { findPlan, PLAN_ALIASES } from './plan-lookup.ts';
import {
  DEFAULT_SLOT,
  isMealOption,
  isPaymentMode,
  isSlot,
  MEAL_OPTIONS,
  PAYMENT_MODES,
  PLANS,
  SLOTS,
} from './plans.ts';
import { PRICE_TABLE, startingPriceOf } from './pricing.ts';

describe('PLANS', () => {
  it('lists the five plans in the §1 order with customer-facing names', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual([
      'High Protein',
      'Weightloss',
      'Diabetic Diet',
      'Custom Meal Plan',
      'Office Employee',
    ]);
    expect(PLANS.map((plan) => plan.id)).toEqual([
      'high-protein',
      'weightloss',
      'diabetic',
      'custom',
      'office-employee',
    ]);
  });

  it('links each plan to its page (§2.5 Buy Now targets)', () => {
    expect(PLANS.map((plan) => plan.path)).toEqual([
      '/high-protein-plan',
      '/weightloss-plan',
      '/diabetic-plan',
      '/custom-meal-plan',
      '/employee-meal-plan',
    ]);
  });

  it('quotes the §3 starting prices: 239, 169, 219, 209, 159', () => {
    expect(PLANS.map((plan) => plan.startingPrice)).toEqual([239, 169, 219, 209, 159]);
  });

  // Written out rather than derived so the home page's cards do not load the whole price table
  // (decision 58); this keeps the two from ever disagreeing.
  it('starting price is what the price table derives (its cheapest meal)', () => {
    for (const plan of PLANS)
      expect(plan.startingPrice).toBe(startingPriceOf(PRICE_TABLE[plan.id]));
  });

  it('states 159 rupees as the lowest starting price (§1)', () => {
    expect(Math.min(...PLANS.map((plan) => plan.startingPrice))).toBe(159);
  });

  it('gives every plan a description of real sentences', () => {
    for (const plan of PLANS) expect(plan.description).toMatch(/^[A-Z].{40,}\.$/);
  });

  it('never shares a lookup name between two plans', () => {
    const owners = new Map<string, Set<string>>();
    for (const plan of PLANS) {
      for (const key of [plan.id, plan.name, ...PLAN_ALIASES[plan.id]]) {
        const lower = key.toLowerCase();
        owners.set(lower, (owners.get(lower) ?? new Set()).add(plan.id));
      }
    }
    for (const ids of owners.values()) expect(ids.size).toBe(1);
  });
});

describe('findPlan', () => {
  it.each([
    ['high-protein', 'high-protein'],
    ['High Protein', 'high-protein'],
    ['Weightloss', 'weightloss'],
    ['Weight Loss', 'weightloss'],
    ['  weight   loss ', 'weightloss'],
    ['Diabetic Diet', 'diabetic'],
    ['Diabetic', 'diabetic'],
    ['Custom Meal Plan', 'custom'],
    ['Muscle Gain', 'custom'],
    ['Custom', 'custom'],
    ['OFFICE', 'office-employee'],
    ['Office Employee', 'office-employee'],
    ['office-employee', 'office-employee'],
  ])('finds %j as %s', (query, id) => {
    expect(findPlan(query)?.id).toBe(id);
  });

  it.each(['', '   ', 'Keto', 'high'])('finds nothing for %j', (query) => {
    expect(findPlan(query)).toBeUndefined();
  });

  it('tolerates a non-string at run time', () => {
    expect(findPlan(42 as unknown as string)).toBeUndefined();
  });
});

describe('options', () => {
  it('offers Veg or Non-Veg, three slots defaulting to Lunch, COD or Online (§2.10, §9)', () => {
    expect(MEAL_OPTIONS).toEqual(['Veg', 'Non-Veg']);
    expect(SLOTS).toEqual(['Lunch', 'Dinner', 'Lunch + Dinner']);
    expect(DEFAULT_SLOT).toBe('Lunch');
    expect(PAYMENT_MODES).toEqual(['COD', 'Online']);
  });

  it('recognises only the exact spellings', () => {
    expect(isMealOption('Non-Veg')).toBe(true);
    expect(isMealOption('nonveg')).toBe(false);
    expect(isSlot('Lunch + Dinner')).toBe(true);
    expect(isSlot('Both')).toBe(false);
    expect(isPaymentMode('COD')).toBe(true);
    expect(isPaymentMode('cod')).toBe(false);
  });
});
