import { NO_MENU_DISH } from '@fitthali/domain/kitchen-dishes';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KitchenSheet } from '../api/types';
import { KitchenDishes } from './kitchen-dishes';

afterEach(cleanup);

const sheet = (parts: Pick<KitchenSheet, 'dishes' | 'diets' | 'conflicts'>) =>
  ({ ...parts }) as KitchenSheet;

describe('KitchenDishes', () => {
  it('lists each dish with its diet in words, its meals and its flagged ones, then the totals', () => {
    render(
      <KitchenDishes
        sheet={sheet({
          dishes: [
            { dishId: 'd1', name: 'Paneer tikka', diet: 'veg', count: 7, conflicts: 0 },
            { dishId: 'd2', name: 'Egg curry', diet: 'egg', count: 3, conflicts: 2 },
            { dishId: null, name: NO_MENU_DISH, diet: null, count: 1, conflicts: 0 },
          ],
          diets: [
            { diet: 'veg', count: 7 },
            { diet: 'egg', count: 3 },
            { diet: 'non-veg', count: 0 },
          ],
          conflicts: 2,
        })}
      />,
    );
    const table = within(screen.getByRole('region', { name: 'Dishes to cook' }));
    const cells = (name: string) =>
      Array.from(
        table.getByRole('row', { name: new RegExp(`^${name}`) }).querySelectorAll('td'),
        (cell) => cell.textContent,
      );
    expect(table.getByRole('rowheader', { name: 'Egg curry Egg' })).toBeTruthy();
    expect(cells('Paneer tikka')).toEqual(['7', '–']);
    expect(cells('Egg curry')).toEqual(['3', '2']);
    expect(cells("Chef's choice")).toEqual(['1', '–']);
    expect(cells('All Veg')).toEqual(['7', '']);
    expect(table.queryByRole('row', { name: /^All Non-Veg/ })).toBeNull();
    expect(cells('All dishes')).toEqual(['11', '2']);
    expect(screen.getByText('2 meals hold what the customer avoids.')).toBeTruthy();
  });

  it('says there is nothing to cook on an empty slot', () => {
    render(<KitchenDishes sheet={sheet({ dishes: [], diets: [], conflicts: 0 })} />);
    expect(screen.getByText('No dishes to cook for this slot.')).toBeTruthy();
  });
});
