import { todayInIndia } from '@fitthali/domain/dates';
import { firstOpenMenuDate, menuRange } from '@fitthali/domain/menu-choice';
import { MENU_MSG } from '@fitthali/domain/menu-messages';
import {
  adminMenuQuery,
  copyWeekBody,
  menuDayBody,
  menuDayClearBody,
  rotationBody,
  rotationsQuery,
} from '@fitthali/domain/schemas/admin-menu';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dishes } from '../../../db/schema/dishes.ts';
import { menuRotations } from '../../../db/schema/menus.ts';
import { loadDeliverySettings } from '../../../deliveries/delivery-settings.ts';
import { HttpError } from '../../../http-error.ts';
import { copyWeek } from '../../../menus/copy-week.ts';
import { refreshWeekMenusAfterChanges } from '../../../menus/fresh-week-menus.ts';
import { adminDishAnswer, plannerDays, rotationAnswers } from '../../../menus/menu-answers.ts';
import type { MenuKey } from '../../../menus/menu-of-date.ts';
import { loadMenuPlan } from '../../../menus/menu-plan.ts';
import { saveRotation } from '../../../menus/save-rotation.ts';
import { type MenuEditor, setMenuDay } from '../../../menus/set-menu-day.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * /api/admin/menu: the operator plans what each plan × meal option × slot serves (issue 26
 * point 3): one date by hand, a rotation from a date on, "copy last week", and the planner's read
 * of a range of dates. Plans are named as GET /api/plans names them.
 */
export const adminMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  refreshWeekMenusAfterChanges(app);
  const guard = { preValidation: app.requireAdmin };
  const editor = (request: Parameters<typeof currentUser>[0]): MenuEditor => ({
    adminId: currentUser(request).id,
    now: app.now(),
  });
  const keyOf = (q: {
    plan: MenuKey['planId'];
    mealOption: MenuKey['mealOption'];
    slot: MenuKey['slot'];
  }): MenuKey => ({
    planId: q.plan,
    mealOption: q.mealOption,
    slot: q.slot,
  });

  app.get(
    '/api/admin/menu',
    { ...guard, schema: { querystring: adminMenuQuery } },
    async (request) => {
      const now = app.now();
      const range = menuRange(request.query, todayInIndia(now));
      if ('problem' in range) throw new HttpError(400, range.problem);
      const key = keyOf(request.query);
      const [{ slots }, plan] = await Promise.all([
        loadDeliverySettings(app.db),
        loadMenuPlan(app.db, key.planId),
      ]);
      return {
        success: true,
        plan: { _id: plan.id, name: plan.name, eggFriendly: plan.eggFriendly },
        mealOption: key.mealOption,
        slot: key.slot,
        from: range.from,
        to: range.to,
        firstOpenDate: firstOpenMenuDate(key.slot, now, slots),
        days: await plannerDays(app.db, key, range, now, slots),
      };
    },
  );

  app.put('/api/admin/menu', { ...guard, schema: { body: menuDayBody } }, async (request) => {
    const { date, dishId, alternatives, reason } = request.body;
    const outcome = await setMenuDay(
      app.db,
      { ...keyOf(request.body), date, choice: { dishId, alternatives }, reason },
      editor(request),
    );
    return { success: true, message: MENU_MSG.menuSaved, ...outcome };
  });

  app.delete(
    '/api/admin/menu',
    { ...guard, schema: { body: menuDayClearBody } },
    async (request) => {
      const { date, reason } = request.body;
      const outcome = await setMenuDay(
        app.db,
        { ...keyOf(request.body), date, choice: null, reason },
        editor(request),
      );
      return { success: true, message: MENU_MSG.menuCleared, ...outcome };
    },
  );

  app.get(
    '/api/admin/menu/rotations',
    { ...guard, schema: { querystring: rotationsQuery } },
    async (request) => {
      const key = keyOf(request.query);
      const rows = await app.db
        .select()
        .from(menuRotations)
        .where(
          and(
            eq(menuRotations.planId, key.planId),
            eq(menuRotations.mealOption, key.mealOption),
            eq(menuRotations.slot, key.slot),
          ),
        )
        .orderBy(asc(menuRotations.startDate));
      return { success: true, ...(await rotationAnswers(app.db, rows)) };
    },
  );

  app.put(
    '/api/admin/menu/rotation',
    { ...guard, schema: { body: rotationBody } },
    async (request) => {
      const { startDate, weeks, days } = request.body;
      const { rotation, moved } = await saveRotation(
        app.db,
        { ...keyOf(request.body), startDate, weeks, days },
        editor(request),
      );
      const answer = await rotationAnswers(app.db, [rotation]);
      return {
        success: true,
        message: MENU_MSG.rotationSaved,
        rotation: answer.rotations[0],
        moved,
      };
    },
  );

  app.post(
    '/api/admin/menu/copy-week',
    { ...guard, schema: { body: copyWeekBody } },
    async (request) => {
      const { fromMonday, replaceOverrides } = request.body;
      const outcome = await copyWeek(
        app.db,
        { ...keyOf(request.body), fromMonday, replaceOverrides },
        editor(request),
      );
      return { success: true, ...outcome };
    },
  );

  // The catalogue's dishes a menu may take now (available, not retired), for the planner's
  // pickers. The dish catalogue's own admin list is GET /api/admin/dishes.
  app.get('/api/admin/menu/dishes', guard, async () => {
    const rows = await app.db
      .select()
      .from(dishes)
      .where(and(eq(dishes.available, true), isNull(dishes.retiredAt)))
      .orderBy(asc(dishes.name));
    return { success: true, dishes: rows.map(adminDishAnswer) };
  });
};
