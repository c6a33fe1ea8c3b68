import { todayInIndia } from '@fitthali/domain/dates';
import {
  DISH_MSG,
  dishBroughtBackMessage,
  dishRetiredNoticeMessage,
} from '@fitthali/domain/dish-messages';
import { dishChangeBody, dishParams, newDishBody } from '@fitthali/domain/schemas/admin-dishes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bringBackDish,
  changeDish,
  createDish,
  listDishes,
  retireDish,
} from '../../../menus/dish-catalogue.ts';
import { refreshWeekMenusAfterChanges } from '../../../menus/fresh-week-menus.ts';

/**
 * /api/admin/dishes: the dish catalogue the operator keeps (issue 26 point 1). A dish is never
 * deleted: `retire` takes it out of use and `bring-back` returns it (decision 161).
 */
export const adminDishesRoutes: FastifyPluginAsyncZod = async (app) => {
  refreshWeekMenusAfterChanges(app);
  const guard = { preValidation: app.requireAdmin };
  const today = () => todayInIndia(app.now());

  app.get('/api/admin/dishes', guard, async () => ({
    success: true,
    dishes: await listDishes(app.db, today()),
  }));

  app.post(
    '/api/admin/dishes',
    { ...guard, schema: { body: newDishBody } },
    async (request, reply) => {
      const dish = await createDish(app.db, request.body);
      return reply.status(201).send({ success: true, message: DISH_MSG.dishCreated, dish });
    },
  );

  app.put(
    '/api/admin/dishes/:id',
    { ...guard, schema: { params: dishParams, body: dishChangeBody } },
    async (request) => {
      const { dish, mealsDecidedAgain } = await changeDish(
        app.db,
        request.params.id,
        request.body,
        today(),
        app.now(),
      );
      if (mealsDecidedAgain > 0) {
        request.log.info({ dishId: dish._id, mealsDecidedAgain }, 'dish facts changed meals');
      }
      return { success: true, message: DISH_MSG.dishUpdated, dish, mealsDecidedAgain };
    },
  );

  app.post(
    '/api/admin/dishes/:id/retire',
    { ...guard, schema: { params: dishParams } },
    async (request) => {
      const dish = await retireDish(app.db, request.params.id, today(), app.now());
      return { success: true, message: dishRetiredNoticeMessage(dish.name), dish };
    },
  );

  app.post(
    '/api/admin/dishes/:id/bring-back',
    { ...guard, schema: { params: dishParams } },
    async (request) => {
      const dish = await bringBackDish(app.db, request.params.id, app.now());
      return { success: true, message: dishBroughtBackMessage(dish.name), dish };
    },
  );
};
