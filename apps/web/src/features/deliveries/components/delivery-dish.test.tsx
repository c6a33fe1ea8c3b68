import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadOdia } from '../../../i18n/messages';
import { renderAt } from '../../../i18n/render-at';
import type { Delivery, Dish } from '../api/types';
import { DeliveryRow } from './delivery-row';

afterEach(cleanup);
// The Odia catalogues are a dynamic import: fetched once, before the tests, with time to spare.
beforeAll(() => loadOdia('/or/profile/subscriptions/s1'), 30_000);

const dish = (id: string, name: string, extra: Partial<Dish> = {}): Dish => ({
  _id: id,
  name,
  description: '',
  diet: 'veg',
  calories: 520,
  protein: 32,
  carbs: null,
  fat: null,
  fibre: null,
  allergens: [],
  tags: [],
  photo: null,
  illustration: null,
  ...extra,
});

const paneer = dish('p', 'Paneer tikka bowl', { allergens: ['milk'] });
const millet = dish('m', 'Millet khichdi', { protein: null });
const omelette = dish('o', 'Masala omelette', { diet: 'egg', allergens: ['eggs'] });

function delivery(extra: Partial<Delivery> = {}): Delivery {
  return {
    _id: 'd1',
    date: '2031-01-21',
    slot: 'Lunch',
    status: 'scheduled',
    changeUntil: '2031-01-20T07:00:00.000Z',
    makeup: false,
    pauseId: null,
    mealOption: 'Veg',
    address: { at: 'Plot 42', po: 'Unit 3', dist: 'Khordha', pin: '751001', lat: 20.3, lng: 85.8 },
    dish: paneer,
    alternatives: [millet, omelette],
    dishChoice: 'default',
    dishConflicts: [],
    defaultHolds: [],
    ...extra,
  };
}

const before = new Date('2031-01-20T06:59:00.000Z');
const row = () => screen.getByRole('listitem', { name: 'Lunch on Tue, 21 Jan' });

describe('a meal’s dish on the plan page (issue 26 point 4)', () => {
  it('shows the dish with its calories, protein and diet, a dash for what is not known', () => {
    renderAt(<DeliveryRow delivery={delivery({ dish: millet })} now={before} busy={false} />);
    expect(row().textContent).toContain('Millet khichdi');
    expect(row().textContent).toContain('520 kcal · — protein');
    expect(row().querySelector('.dish-diet--veg')?.textContent).toBe('Veg');
    expect(within(row()).getByRole('img', { name: 'Millet khichdi' })).toBeTruthy();
  });

  it('says when the dish was picked for their preferences, or holds what they avoid', () => {
    renderAt(
      <DeliveryRow
        delivery={delivery({ dish: millet, dishChoice: 'preference', defaultHolds: ['eggs'] })}
        now={before}
        busy={false}
      />,
    );
    expect(row().textContent).toContain('Picked for you: no egg');
    cleanup();
    renderAt(
      <DeliveryRow
        delivery={delivery({ dish: omelette, dishChoice: 'conflict', dishConflicts: ['eggs'] })}
        now={before}
        busy={false}
      />,
    );
    expect(row().textContent).toContain("Holds egg — we'll tell the kitchen");
  });

  it('says the chef chooses while no menu is planned, and by when it will be', () => {
    renderAt(
      <DeliveryRow
        delivery={delivery({ dish: null, alternatives: [], dishChoice: null })}
        now={before}
        busy={false}
      />,
    );
    expect(row().textContent).toContain("Chef's choice, menu published by Mon, 20 Jan");
  });

  it('swaps from a dialog of the day’s dishes, the current one focused', async () => {
    const onSwap = vi.fn(() => Promise.resolve());
    renderAt(<DeliveryRow delivery={delivery()} now={before} busy={false} onSwap={onSwap} />);
    fireEvent.click(screen.getByRole('button', { name: 'Swap Paneer tikka bowl' }));
    const dialog = screen.getByRole('dialog', { name: 'Swap this meal' });
    const current = within(dialog).getByRole('radio', { name: /Paneer tikka bowl/ });
    expect(document.activeElement).toBe(current);
    expect((current as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    const swap = within(dialog).getByRole('button', { name: 'Choose a dish to swap to' });
    expect((swap as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.textContent).toContain('Contains eggs');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Millet khichdi/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap to Millet khichdi' }));
    expect(onSwap).toHaveBeenCalledWith(expect.objectContaining({ _id: 'd1' }), millet);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no swap once the cut-off has passed', () => {
    renderAt(
      <DeliveryRow
        delivery={delivery()}
        now={new Date('2031-01-20T07:00:00.000Z')}
        busy={false}
        onSwap={() => Promise.resolve()}
      />,
    );
    expect(row().textContent).toContain('Paneer tikka bowl');
    expect(screen.queryByRole('button', { name: /^Swap/ })).toBeNull();
  });

  it('says the meal, its figures, the swap and the chef’s choice in Odia on an Odia plan page', async () => {
    const path = '/or/profile/subscriptions/s1';
    renderAt(
      <DeliveryRow delivery={delivery()} now={before} busy={false} onSwap={vi.fn()} />,
      path,
    );
    const odiaRow = screen.getByRole('listitem', { name: 'ମଙ୍ଗଳ, 21 ଜାନୁଆରୀର ମଧ୍ୟାହ୍ନ ଭୋଜନ' });
    expect(odiaRow.textContent).toContain('520 kcal · 32 g ପ୍ରୋଟିନ୍');
    expect(odiaRow.textContent).toContain('ନିରାମିଷ (Veg)');
    expect(within(odiaRow).getByRole('button', { name: 'ବାଦ୍ (skip) ଦିଅନ୍ତୁ' })).toBeTruthy();
    fireEvent.click(
      within(odiaRow).getByRole('button', { name: 'Paneer tikka bowl ବଦଳାନ୍ତୁ (swap)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ଏହି ଭୋଜନ ବଦଳାନ୍ତୁ (swap)' });
    expect(within(dialog).getByText('ଏଥିରେ ଅଛି: କ୍ଷୀର')).toBeTruthy();
    expect(within(dialog).getByText('ଆପଣଙ୍କ ଖାଦ୍ୟ')).toBeTruthy();
    cleanup();
    renderAt(<DeliveryRow delivery={delivery({ dish: null })} now={before} busy={false} />, path);
    expect(screen.getByText('ରୋଷେୟାଙ୍କ ପସନ୍ଦ, ମେନୁ ସୋମ, 20 ଜାନୁଆରୀ ସୁଦ୍ଧା ପ୍ରକାଶିତ ହେବ')).toBeTruthy();
  });
});
