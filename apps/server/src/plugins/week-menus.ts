import { todayInIndia } from '@fitthali/domain/dates';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { PlanId } from '@fitthali/domain/plans';
import { weekStartOf } from '@fitthali/domain/week-menu';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { weekMenu } from '../menus/week-menu.ts';
import { type ServedWeek, WeekMenuCache } from '../menus/week-menu-cache.ts';

/** The default for MENU_CACHE_SECONDS: kept 30 s here, then up to 30 s more in a browser. */
export const DEFAULT_MENU_CACHE_SECONDS = 30;

export interface WeekMenus {
  /**
   * The plan's published menu for the current week (India time, Monday to Sunday), its days and
   * dishes named in `locale` (English unless asked).
   */
  current(planId: PlanId, locale?: Locale): Promise<ServedWeek | null>;
  /** Forgets the weeks read: a menu or dish change made in this process calls it. */
  invalidate(): void;
  /** How long a browser may keep a page or answer made from a week (Cache-Control max-age). */
  maxAgeSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    weekMenus: WeekMenus;
  }
}

/**
 * The storefront's view of the published menus (decision 178): each plan's current week, read at
 * most once per MENU_CACHE_SECONDS per instance, for the menu pages, the plan pages and
 * GET /api/menu/week. A change shows within twice that (this cache, then the browser's), a minute
 * at the default; in the process that made the change, at the next page (`invalidate`).
 */
export const weekMenusPlugin = fp(
  async (app: FastifyInstance) => {
    const seconds = app.config.menuCacheSeconds ?? DEFAULT_MENU_CACHE_SECONDS;
    const cache = new WeekMenuCache(
      (planId, weekStart, locale) => weekMenu(app.db, planId, weekStart, locale),
      seconds * 1000,
      () => app.now().getTime(),
      (err, planId) => app.log.error({ err, planId }, 'could not read the week menu'),
    );
    app.decorate('weekMenus', {
      current: (planId: PlanId, locale: Locale = 'en') =>
        cache.get(planId, weekStartOf(todayInIndia(app.now())), locale),
      invalidate: () => cache.invalidate(),
      maxAgeSeconds: seconds,
    });
  },
  { name: 'week-menus', dependencies: ['database'] },
);
