import type { Allergen, Diet, DishTag } from '@fitthali/domain/dishes';
import type { FastifyInstance } from 'fastify';
import { dishes } from '../../src/db/schema/dishes.ts';

let counter = 0;

export interface TestDish {
  id: string;
  name: string;
}

/**
 * A dish written straight into the catalogue, for the menu tests (the catalogue's own API has its
 * tests): a unique name, veg and available unless told otherwise.
 */
export async function addDish(
  app: FastifyInstance,
  options: {
    name?: string;
    diet?: Diet;
    allergens?: Allergen[];
    tags?: DishTag[];
    available?: boolean;
    retired?: boolean;
  } = {},
): Promise<TestDish> {
  counter += 1;
  const [row] = await app.db
    .insert(dishes)
    .values({
      name: options.name ?? `Test dish ${process.pid}-${counter}`,
      diet: options.diet ?? 'veg',
      calories: 450,
      protein: 20,
      carbs: 50,
      fat: 12,
      fibre: 6,
      allergens: options.allergens ?? [],
      tags: options.tags ?? [],
      available: options.available ?? true,
      retiredAt: options.retired ? new Date() : null,
    })
    .returning({ id: dishes.id, name: dishes.name });
  if (!row) throw new Error('the dish insert returns its row');
  return row;
}

/** Several veg dishes at once. */
export function addDishes(app: FastifyInstance, count: number): Promise<TestDish[]> {
  return Promise.all(Array.from({ length: count }, () => addDish(app)));
}
