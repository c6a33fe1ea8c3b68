import { RATING_MSG } from '@fitthali/domain/meal-ratings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../i18n/render-at';
import type { Delivery } from '../api/types';
import { MealRating } from './meal-rating';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNTIL = '2031-01-24T18:29:59.999Z';

function delivered(extra: Partial<Delivery> = {}): Delivery {
  return {
    _id: 'd1',
    date: '2031-01-21',
    slot: 'Lunch',
    status: 'delivered',
    changeUntil: '2031-01-20T12:30:00.000Z',
    makeup: false,
    pauseId: null,
    mealOption: 'Veg',
    address: { at: 'Plot 42', po: 'Unit 3', dist: 'Khordha', pin: '751001', lat: 20.3, lng: 85.8 },
    rating: null,
    ratableUntil: UNTIL,
    ...extra,
  };
}

const answer = (body: object) =>
  new Response(JSON.stringify({ success: true, ...body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('rating a delivered meal', () => {
  it('is offered until the window closes, and not for a meal that cannot be rated', () => {
    const onRated = vi.fn();
    renderAt(<MealRating delivery={delivered()} now={new Date(UNTIL)} onRated={onRated} />);
    expect(screen.getByRole('button', { name: RATING_MSG.rateThisMeal })).toBeTruthy();
    cleanup();
    const after = new Date(Date.parse(UNTIL) + 1);
    renderAt(<MealRating delivery={delivered()} now={after} onRated={onRated} />);
    expect(screen.queryByRole('button', { name: RATING_MSG.rateThisMeal })).toBeNull();
    cleanup();
    const noDish = delivered({ ratableUntil: null });
    renderAt(<MealRating delivery={noDish} now={new Date(UNTIL)} onRated={onRated} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the stars chosen in the radio group and the comment', async () => {
    const fetchMock = vi.fn(async () =>
      answer({ rating: { deliveryId: 'd1', dishId: 'x', stars: 4, comment: 'Good' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onRated = vi.fn();
    renderAt(<MealRating delivery={delivered()} now={new Date(UNTIL)} onRated={onRated} />);
    fireEvent.click(screen.getByRole('button', { name: RATING_MSG.rateThisMeal }));
    const group = screen.getByRole('group', { name: RATING_MSG.rateThisMeal });
    const names = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
    for (const name of names) expect(within(group).getByRole('radio', { name })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save rating' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: '  Good  ' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(onRated).toHaveBeenCalledWith(RATING_MSG.saved));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/user/deliveries/d1/rating');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ stars: 4, comment: 'Good' });
  });

  it('shows a rating with Change and Delete, and only Delete once the window closed', () => {
    const rated = delivered({ rating: { stars: 2, comment: 'Too salty' } });
    renderAt(<MealRating delivery={rated} now={new Date(UNTIL)} onRated={vi.fn()} />);
    expect(screen.getByText(/You rated this meal 2 stars\. “Too salty”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change rating' })).toBeTruthy();
    cleanup();
    const after = new Date(Date.parse(UNTIL) + 1);
    renderAt(<MealRating delivery={rated} now={after} onRated={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Change rating' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete rating' })).toBeTruthy();
  });
});
