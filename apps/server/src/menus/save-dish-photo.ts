import { DISH_MSG, dishRetiredMessage } from '@fitthali/domain/dish-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Dish, dishes, dishPhotos, dishPhotoVariants } from '../db/schema/dishes.ts';
import { HttpError } from '../http-error.ts';
import type { MadePhoto } from './make-dish-photo.ts';

/** The dish a photo is for, or a refusal before any image work is done. */
export async function photoTarget(db: Db, dishId: string): Promise<Dish> {
  const [dish] = await db.select().from(dishes).where(eq(dishes.id, dishId));
  if (!dish) throw new HttpError(404, DISH_MSG.dishNotFound);
  if (dish.retiredAt) throw new HttpError(409, dishRetiredMessage(dish.name));
  return dish;
}

/**
 * Stores the original and its variants and points the dish at the new photo, in one transaction:
 * a page never names a photo whose variants are not all there. The dish's earlier photos stay, so
 * a page or message that named one keeps showing it (their addresses are cached for a year).
 */
export async function saveDishPhoto(
  db: Db,
  dishId: string,
  photo: MadePhoto,
  now: Date,
): Promise<Dish> {
  return db.transaction(async (tx) => {
    const [dish] = await tx.select().from(dishes).where(eq(dishes.id, dishId)).for('update');
    if (!dish) throw new HttpError(404, DISH_MSG.dishNotFound);
    if (dish.retiredAt) throw new HttpError(409, dishRetiredMessage(dish.name));
    const [stored] = await tx
      .insert(dishPhotos)
      .values({
        dishId,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.original,
      })
      .returning({ id: dishPhotos.id });
    const photoId = (stored as { id: string }).id;
    await tx
      .insert(dishPhotoVariants)
      .values(photo.variants.map((variant) => ({ photoId, ...variant })));
    const [row] = await tx
      .update(dishes)
      .set({ photoId, updatedAt: now })
      .where(eq(dishes.id, dishId))
      .returning();
    return row as Dish;
  });
}
