import { DEFAULT_DELIVERY_SETTINGS } from '@fitthali/domain/delivery-settings';
import { formatDay } from '@fitthali/domain/i18n/calendar';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadOdia } from '../../../i18n/messages';
import { renderAt } from '../../../i18n/render-at';
import type { Delivery, SubscriptionSchedule } from '../api/types';
import { PausePanel } from './pause-panel';

afterEach(cleanup);
// The Odia catalogues are a dynamic import: fetched once, before the tests, with time to spare.
beforeAll(() => loadOdia('/or/profile/subscriptions/s1'), 30_000);

const address = {
  at: 'Plot 42',
  po: 'Unit 3',
  dist: 'Khordha',
  pin: '751001',
  lat: 20.3,
  lng: 85.8,
};
const DAYS = ['2031-01-21', '2031-01-22', '2031-01-23', '2031-01-24', '2031-01-25'];

function lunch(date: string, i: number): Delivery {
  return {
    _id: `d${i}`,
    date,
    slot: 'Lunch',
    status: 'scheduled',
    changeUntil: `${date}T00:00:00.000Z`,
    makeup: false,
    pauseId: null,
    mealOption: 'Veg',
    address,
  };
}

/** Five daily lunches whose plan may reach two days past its last one. */
const order: SubscriptionSchedule = {
  subscription: {
    _id: 's1',
    plan: 'High Protein',
    status: 'confirmed',
    state: 'active',
    slot: 'Lunch',
    mealOption: 'Veg',
    startDate: DAYS[0] ?? '',
    endDate: DAYS[4] ?? '',
    selectedDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    deliveryDates: DAYS,
    address,
    pause: null,
  },
  deliveries: DAYS.map(lunch),
  deliverySettings: { slots: DEFAULT_DELIVERY_SETTINGS, extensionLimitDays: 2 },
};
const now = new Date('2031-01-19T06:00:00Z');

function pauseUntil(path: string, until: string) {
  const view = renderAt(
    <PausePanel order={order} now={now} busy={false} onPause={() => {}} onResume={() => {}} />,
    path,
  );
  const [, untilField] = view.container.querySelectorAll('input[type="date"]');
  if (!untilField) throw new Error('no Until field');
  fireEvent.change(untilField, { target: { value: until } });
  return view.container.querySelector('.deliveries-pause__preview')?.textContent ?? '';
}

describe('the pause preview', () => {
  it('says a refusal that names a day in English on the English page, as the rules say it', () => {
    expect(pauseUntil('/profile/subscriptions/s1', '2031-01-23')).toBe(
      'This would move your last meal past Mon, 27 Jan, the furthest a plan can be extended. Please choose fewer days.',
    );
  });

  it('says it whole in Odia on the Odia page, the day from the calendar table (issue 27)', () => {
    const text = pauseUntil('/or/profile/subscriptions/s1', '2031-01-23');
    expect(text).toContain(formatDay('2031-01-27', 'or'));
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(screen.getByRole('button', { name: 'ବିରତି (pause) ଦିଅନ୍ତୁ' })).toBeTruthy();
  });
});
