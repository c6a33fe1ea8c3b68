import { todayInIndia } from '@fitthali/domain/dates';
import {
  DISH_MSG,
  DISH_PHOTO_MAX_BYTES,
  photoTooLargeMessage,
} from '@fitthali/domain/dish-messages';
import { dishParams } from '@fitthali/domain/schemas/admin-dishes';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-error.ts';
import { adminDishAnswer } from '../../../menus/admin-dish-answer.ts';
import { dishMenuUses } from '../../../menus/dish-uses.ts';
import { refreshWeekMenusAfterChanges } from '../../../menus/fresh-week-menus.ts';
import { makeDishPhoto } from '../../../menus/make-dish-photo.ts';
import { photoTarget, saveDishPhoto } from '../../../menus/save-dish-photo.ts';

/**
 * POST /api/admin/dishes/{id}/photo: the image itself is the body (decision 162). Its own scope, so
 * only this route reads bodies as bytes and accepts up to 8 MB; every other route keeps JSON and
 * 1 MB.
 */
export const adminDishPhotoRoute: FastifyPluginAsyncZod = async (app) => {
  refreshWeekMenusAfterChanges(app);
  // Whatever the Content-Type claims, the bytes decide (make-dish-photo.ts), so every type is read
  // as bytes here; a body over the limit is refused as soon as its length is known.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: DISH_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // The framework's 413 speaks of the API's 1 MB; this route's limit is the photo's.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      throw new HttpError(413, photoTooLargeMessage());
    }
    throw error;
  });

  app.post(
    '/api/admin/dishes/:id/photo',
    {
      // Checked before the body is read: nobody but an admin gets 8 MB read into memory.
      onRequest: app.requireAdmin,
      bodyLimit: DISH_PHOTO_MAX_BYTES,
      schema: { params: dishParams },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, DISH_MSG.noPhoto);
      await photoTarget(app.db, request.params.id);
      const photo = await makeDishPhoto(body);
      const dish = await saveDishPhoto(app.db, request.params.id, photo, app.now());
      const uses = await dishMenuUses(app.db, todayInIndia(app.now()), dish.id);
      return {
        success: true,
        message: DISH_MSG.photoSaved,
        dish: adminDishAnswer(dish, uses.get(dish.id)),
      };
    },
  );
};
