import { describe, expect, it } from 'vitest';
import { type MenuDish, weekLabel, weekMenuOf, weekStartOf } from './week-menu.ts';

const dish = (name: string, calories: number | null = 500): MenuDish => ({
  name,
  calories,
  photo: null,
  illustration: null,
});

describe('the week a menu page shows', () => {
  it('is the Monday-to-Sunday week of the India day', () => {
    expect(weekStartOf('2026-05-13')).toBe('2026-05-11'); // a Wednesday
    expect(weekStartOf('2026-05-11')).toBe('2026-05-11'); // the Monday itself
    expect(weekStartOf('2026-05-17')).toBe('2026-05-11'); // Sunday ends it
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29'); // across a year end
  });

  it('holds seven days per meal option, Monday first, with nothing planned as null', () => {
    const week = weekMenuOf('high-protein', '2026-05-11', {
      Veg: [
        { date: '2026-05-11', slot: 'Lunch', dish: dish('Dalma') },
        { date: '2026-05-11', slot: 'Dinner', dish: dish('Khichdi') },
        { date: '2026-05-17', slot: 'Dinner', dish: dish('Palak paneer') },
        // Outside the week: ignored.
        { date: '2026-05-18', slot: 'Lunch', dish: dish('Rajma') },
      ],
    });
    expect(week.planId).toBe('high-protein');
    expect(week.days.Veg.map((day) => day.date)).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
    ]);
    expect(week.label).toBe('11–17 May 2026');
    expect(week.days.Veg.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week.days.Veg[0]).toEqual({
      date: '2026-05-11',
      day: 'Monday',
      lunch: dish('Dalma'),
      dinner: dish('Khichdi'),
    });
    expect(week.days.Veg[1]).toEqual({
      date: '2026-05-12',
      day: 'Tuesday',
      lunch: null,
      dinner: null,
    });
    expect(week.days.Veg[6]?.lunch).toBeNull();
    expect(week.days.Veg[6]?.dinner?.name).toBe('Palak paneer');
    expect(week.days['Non-Veg']).toHaveLength(7);
    expect(week.days['Non-Veg'].every((day) => !day.lunch && !day.dinner)).toBe(true);
  });

  it('is labelled by its dates, across a month and a year end', () => {
    expect(weekLabel('2026-05-11')).toBe('11–17 May 2026');
    expect(weekLabel('2026-04-27')).toBe('27 Apr – 3 May 2026');
    expect(weekLabel('2025-12-29')).toBe('29 Dec 2025 – 4 Jan 2026');
    expect(weekLabel('2026-08-31')).toBe('31 Aug – 6 Sep 2026');
  });
});

describe('the week in Odia (issue 27)', () => {
  it('names its weekdays and months from the calendar table, digits Western', () => {
    const week = weekMenuOf('high-protein', '2026-05-11', {}, 'or');
    expect(week.days.Veg.map((day) => day.day)).toEqual([
      'ସୋମବାର',
      'ମଙ୍ଗଳବାର',
      'ବୁଧବାର',
      'ଗୁରୁବାର',
      'ଶୁକ୍ରବାର',
      'ଶନିବାର',
      'ରବିବାର',
    ]);
    expect(week.label).toBe('11–17 ମଇ 2026');
    expect(weekLabel('2025-12-29', 'or')).toBe('29 ଡିସେମ୍ବର 2025 – 4 ଜାନୁଆରୀ 2026');
  });

  it('leaves the English week as it was', () => {
    expect(weekMenuOf('high-protein', '2026-05-11', {}).days.Veg[0]?.day).toBe('Monday');
    expect(weekLabel('2026-05-11', 'en')).toBe('11–17 May 2026');
  });
});
