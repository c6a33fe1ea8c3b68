import { DISH_MSG } from '@fitthali/domain/dish-messages';
import { parseDishPhotoFile } from '@fitthali/domain/dish-photo';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dishPhotoVariants } from '../../db/schema/dishes.ts';
import { HttpError } from '../../http-error.ts';

const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * GET /media/dishes/{photoId}-{width}.{avif|webp}: a dish photo's variant from the database. An
 * address never changes content (a new upload is a new photo id), so it is cached for a year and
 * its ETag is the address itself (decision 162).
 */
export async function mediaDishesRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/dishes/:file', async (request, reply) => {
    const wanted = parseDishPhotoFile(request.params.file);
    if (!wanted) throw new HttpError(404, DISH_MSG.photoNotFound);
    const [variant] = await app.db
      .select({ bytes: dishPhotoVariants.bytes })
      .from(dishPhotoVariants)
      .where(
        and(
          eq(dishPhotoVariants.photoId, wanted.photoId),
          eq(dishPhotoVariants.format, wanted.format),
          eq(dishPhotoVariants.width, wanted.width),
        ),
      );
    if (!variant) throw new HttpError(404, DISH_MSG.photoNotFound);
    const etag = `"${wanted.photoId}-${wanted.width}-${wanted.format}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .type(CONTENT_TYPE[wanted.format]);
    const asked = request.headers['if-none-match'];
    if (
      typeof asked === 'string' &&
      asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return reply.status(304).send();
    }
    return reply.send(variant.bytes);
  });
}
