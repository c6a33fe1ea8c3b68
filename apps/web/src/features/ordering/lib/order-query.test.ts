import { describe, expect, it } from 'vitest';
import { defaultChoices } from './order-choices';
import { choicesFromQuery } from './order-query';

// A Wednesday: the trial's three days are Wednesday, Thursday and Friday.
const trialStart = () => '2026-12-02';
const read = (query: string) => choicesFromQuery(new URLSearchParams(query), trialStart);

describe('choicesFromQuery (a plan page form sent before its scripts started)', () => {
  it('reads the fields the form sends', () => {
    expect(
      read('plan=high-protein&meal=Non-Veg&slot=Dinner&days=custom&day=1&day=3&day=5&duration=7'),
    ).toEqual({
      ...defaultChoices('high-protein'),
      mealOption: 'Non-Veg',
      slot: 'Dinner',
      dayMode: 'custom',
      customDays: [1, 3, 5],
      duration: 7,
    });
  });

  it('is the plan page defaults for a bare plan, and drops days sent with every day', () => {
    expect(read('plan=weightloss')).toEqual(defaultChoices('weightloss'));
    expect(read('plan=weightloss&days=all&day=2')).toEqual(defaultChoices('weightloss'));
  });

  it('makes the 3 day trial the Trial button makes', () => {
    expect(read('plan=diabetic&meal=Veg&slot=Lunch&days=all&duration=7&trial=yes')).toEqual({
      ...defaultChoices('diabetic'),
      duration: 3,
      dayMode: 'custom',
      customDays: [3, 4, 5],
      trial: true,
    });
  });

  it('is null without a plan or with a value the form does not offer', () => {
    expect(read('')).toBeNull();
    expect(read('meal=Veg')).toBeNull();
    expect(read('plan=pizza')).toBeNull();
    expect(read('plan=high-protein&duration=5')).toBeNull();
    expect(read('plan=high-protein&slot=Breakfast')).toBeNull();
    expect(read('plan=high-protein&days=custom&day=9')).toBeNull();
  });
});
