import { createHash } from 'node:crypto';
import type { IsoDate } from '@fitthali/domain/dates';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { PlanId } from '@fitthali/domain/plans';
import type { WeekMenu } from '@fitthali/domain/week-menu';

/** A plan's week as the pages serve it, with a version that changes when anything in it does. */
export interface ServedWeek {
  week: WeekMenu;
  version: string;
}

interface Entry {
  weekStart: IsoDate;
  readAt: number;
  served: Promise<ServedWeek>;
}

/** One plan's week in one language: the English and the Odia pages are read and kept apart. */
type Key = `${PlanId}:${Locale}`;

/**
 * Each plan's current week in each language, read from the database at most once per `ttlMs` (decision 178): the
 * menu pages are the storefront's busiest pages after the home page, and a menu changes a few times
 * a week. One read at a time per plan: requests arriving while it runs share it. A failed read is
 * logged and answered with the last week read, if it is the same week, else null (the page then
 * goes out with its menu empty and the browser asks for it).
 */
export class WeekMenuCache {
  private readonly entries = new Map<Key, Entry>();
  private readonly lastRead = new Map<Key, ServedWeek>();

  constructor(
    private readonly read: (
      planId: PlanId,
      weekStart: IsoDate,
      locale: Locale,
    ) => Promise<WeekMenu>,
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly onError: (err: unknown, planId: PlanId) => void,
  ) {}

  async get(planId: PlanId, weekStart: IsoDate, locale: Locale = 'en'): Promise<ServedWeek | null> {
    const now = this.now();
    const key: Key = `${planId}:${locale}`;
    let entry = this.entries.get(key);
    // A clock set back (tests, or a corrected server clock) reads again rather than trusting a
    // read from the future.
    const fresh = entry && now >= entry.readAt && now - entry.readAt < this.ttlMs;
    if (!entry || entry.weekStart !== weekStart || !fresh) {
      const served = this.read(planId, weekStart, locale).then((week) => {
        const value = { week, version: versionOf(week) };
        this.lastRead.set(key, value);
        return value;
      });
      const next: Entry = { weekStart, readAt: now, served };
      entry = next;
      this.entries.set(key, next);
      // A failed read is not kept: the next request tries again.
      served.catch(() => {
        if (this.entries.get(key) === next) this.entries.delete(key);
      });
    }
    try {
      return await entry.served;
    } catch (err) {
      this.onError(err, planId);
      const last = this.lastRead.get(key);
      return last?.week.weekStart === weekStart ? last : null;
    }
  }

  /** Forgets every week read, so the next page reads the menus again (a change in this process). */
  invalidate(): void {
    this.entries.clear();
  }
}

function versionOf(week: WeekMenu): string {
  return createHash('sha256').update(JSON.stringify(week)).digest('base64url').slice(0, 16);
}
