import { WEEKDAYS } from '@fitthali/domain/weekdays';
import { describe, expect, it } from 'vitest';
import { parseDraft } from './order-draft';
import { isRenewedAddress, renewDraft } from './renew-draft';

const address = { at: 'Plot 42, Kharavela Nagar', po: 'Unit 3', dist: 'Khordha', pin: '751001' };
// Tuesday 10 March 2026, 09:00 in India: the earliest start for Lunch is Wednesday the 11th.
const now = new Date('2026-03-10T09:00:00+05:30');

const completed = {
  planId: 'high-protein',
  plan: 'High Protein',
  mealOption: 'Non-Veg',
  slot: 'Lunch + Dinner',
  duration: '7 Days',
  days: 7,
  selectedDays: ['Monday', 'Wednesday', 'Friday'],
  endDate: '2026-03-13',
  address: { ...address, lat: 20.3, lng: 85.8 },
};

describe('the order Renew opens the confirm page with (decision 78)', () => {
  it('is the same plan, meal option, slot, weekdays, duration and address', () => {
    expect(renewDraft(completed, now)).toEqual({
      choices: {
        planId: 'high-protein',
        mealOption: 'Non-Veg',
        slot: 'Lunch + Dinner',
        duration: 7,
        dayMode: 'custom',
        customDays: [1, 3, 5],
        trial: false,
      },
      // The first of its weekdays after Friday the 13th.
      startDate: '2026-03-16',
      address: { ...address, lat: 20.3, lng: 85.8 },
    });
  });

  it('starts from the earliest allowed day when the day after the plan has passed', () => {
    const draft = renewDraft({ ...completed, endDate: '2026-01-30' }, now);
    expect(draft?.startDate).toBe('2026-03-11');
  });

  it('keeps "every day" as every day, and survives the trip through storage', () => {
    const draft = renewDraft(
      {
        ...completed,
        selectedDays: [...WEEKDAYS],
        duration: '21 Days',
        days: 21,
      },
      now,
    );
    expect(draft?.choices).toMatchObject({ dayMode: 'all', customDays: [], duration: 21 });
    expect(draft?.startDate).toBe('2026-03-14');
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toMatchObject(draft ?? {});
  });

  it('continues a trial as a full plan: 7 days a week from the day after its last meal', () => {
    const trial = {
      ...completed,
      slot: 'Lunch',
      duration: '3 Days',
      days: 3,
      selectedDays: ['Wednesday', 'Thursday', 'Friday'],
      isTrial: true,
    };
    expect(renewDraft(trial, now)).toMatchObject({
      choices: { duration: 7, dayMode: 'all', customDays: [], trial: false, slot: 'Lunch' },
      startDate: '2026-03-14',
    });
  });

  it('is null when the stored order lacks a choice the confirm page needs', () => {
    expect(renewDraft({ ...completed, planId: null, plan: 'Mystery' }, now)).toBeNull();
    expect(renewDraft({ ...completed, slot: 'Brunch' }, now)).toBeNull();
    expect(renewDraft({ ...completed, selectedDays: [] }, now)).toBeNull();
    expect(renewDraft({ ...completed, endDate: null, deliveryDates: [] }, now)).toBeNull();
  });

  it('finds the plan address in the address book whatever the case and spacing', () => {
    expect(isRenewedAddress({ ...address, at: ' plot 42, kharavela nagar ' }, address)).toBe(true);
    expect(isRenewedAddress({ ...address, pin: '751002' }, address)).toBe(false);
  });
});
