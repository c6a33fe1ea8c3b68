import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../deliveries/api/types';
import { orderCalendar } from './order-calendar';

let n = 0;
function delivery(date: string, slot: 'Lunch' | 'Dinner', extra: Partial<Delivery> = {}): Delivery {
  n += 1;
  return {
    _id: `d${n}`,
    date,
    slot,
    status: 'scheduled',
    changeUntil: `${date}T07:00:00.000Z`,
    makeup: false,
    pauseId: null,
    mealOption: 'Veg',
    address: { at: 'House 1', po: 'PO', dist: 'Khordha', pin: '751001', lat: null, lng: null },
    ...extra,
  };
}

describe('the admin order calendar', () => {
  it('walks every day from the first delivery to the last, meals in the order they are eaten', () => {
    const days = orderCalendar([
      delivery('2031-01-31', 'Dinner', { makeup: true }),
      delivery('2031-01-28', 'Dinner', { status: 'delivered' }),
      delivery('2031-01-28', 'Lunch', { status: 'skipped' }),
      delivery('2031-02-02', 'Lunch', { status: 'missed' }),
    ]);
    expect(days.map((day) => day.date)).toEqual([
      '2031-01-28',
      '2031-01-29',
      '2031-01-30',
      '2031-01-31',
      '2031-02-01',
      '2031-02-02',
    ]);
    expect(days[0]?.meals.map((m) => [m.delivery.slot, m.tone])).toEqual([
      ['Lunch', 'skipped'],
      ['Dinner', 'delivered'],
    ]);
    expect(days[1]?.meals).toEqual([]);
    expect(days[3]?.meals.map((m) => m.tone)).toEqual(['makeup']);
    expect(days[5]?.meals.map((m) => m.tone)).toEqual(['missed']);
  });

  it('is empty without deliveries, and a delivered makeup reads as delivered', () => {
    expect(orderCalendar([])).toEqual([]);
    const [day] = orderCalendar([
      delivery('2031-03-01', 'Lunch', { makeup: true, status: 'delivered' }),
    ]);
    expect(day?.meals[0]?.tone).toBe('delivered');
  });
});
