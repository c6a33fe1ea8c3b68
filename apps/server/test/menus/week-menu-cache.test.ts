import type { WeekMenu } from '@fitthali/domain/week-menu';
import { weekMenuOf } from '@fitthali/domain/week-menu';
import { describe, expect, it, vi } from 'vitest';
import { WeekMenuCache } from '../../src/menus/week-menu-cache.ts';

const week = (weekStart: string, lunch: string): WeekMenu =>
  weekMenuOf('weightloss', weekStart, {
    Veg: [
      {
        date: weekStart,
        slot: 'Lunch',
        dish: { name: lunch, calories: 380, photo: null, illustration: null },
      },
    ],
  });

function cacheOf(read: (weekStart: string) => Promise<WeekMenu>, ttlMs = 30_000) {
  let now = 1_000_000;
  const errors: unknown[] = [];
  const cache = new WeekMenuCache(
    (_planId, weekStart) => read(weekStart),
    ttlMs,
    () => now,
    (err) => errors.push(err),
  );
  return {
    cache,
    errors,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('the week menu cache (decision 178)', () => {
  it('reads once per lifetime, shares a read in flight, and reads again after it', async () => {
    const read = vi.fn(async (weekStart: string) => week(weekStart, 'Khichdi'));
    const { cache, tick } = cacheOf(read);
    const [a, b] = await Promise.all([
      cache.get('weightloss', '2026-05-11'),
      cache.get('weightloss', '2026-05-11'),
    ]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    tick(29_999);
    await cache.get('weightloss', '2026-05-11');
    expect(read).toHaveBeenCalledTimes(1);
    tick(1);
    await cache.get('weightloss', '2026-05-11');
    expect(read).toHaveBeenCalledTimes(2);
    // A new week is read at once; so is everything after `invalidate`.
    await cache.get('weightloss', '2026-05-18');
    expect(read).toHaveBeenCalledTimes(3);
    cache.invalidate();
    await cache.get('weightloss', '2026-05-18');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('versions a week by what it holds', async () => {
    let lunch = 'Khichdi';
    const { cache } = cacheOf(async (weekStart) => week(weekStart, lunch), 0);
    const first = await cache.get('weightloss', '2026-05-11');
    expect((await cache.get('weightloss', '2026-05-11'))?.version).toBe(first?.version);
    lunch = 'Dalma';
    expect((await cache.get('weightloss', '2026-05-11'))?.version).not.toBe(first?.version);
  });

  it('answers the last week read when a read fails, never another week’s, and tries again', async () => {
    let fail = false;
    const read = vi.fn(async (weekStart: string) => {
      if (fail) throw new Error('the database is away');
      return week(weekStart, 'Khichdi');
    });
    const { cache, errors, tick } = cacheOf(read);
    const served = await cache.get('weightloss', '2026-05-11');
    fail = true;
    tick(30_000);
    expect(await cache.get('weightloss', '2026-05-11')).toEqual(served);
    expect(await cache.get('weightloss', '2026-05-18')).toBeNull();
    expect(errors).toHaveLength(2);
    fail = false;
    expect((await cache.get('weightloss', '2026-05-18'))?.week.weekStart).toBe('2026-05-18');
  });
});
