import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DietaryPreferencesSection } from './dietary-preferences-section';
import { MenuPreferenceWarning } from './menu-preference-warning';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: object) => new Response(JSON.stringify({ success: true, ...body }));
const meal = { subscriptionId: 's1', slot: 'Lunch' as const, date: '2026-12-03' };

describe('DietaryPreferencesSection', () => {
  it('offers each thing to avoid in one named group, saves the ticked ones and shows the outcome', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({
        avoids: ['eggs'],
        message:
          "1 meal switched to a fitting dish; 1 meal on Thu, 03 Dec holds egg and nothing on that day fits — we've told the kitchen.",
        outcome: {
          switched: [
            {
              ...meal,
              deliveryId: 'd1',
              from: { _id: 'e', name: 'Egg bhurji' },
              to: { _id: 'v', name: 'Dal tadka' },
            },
          ],
          restored: [],
          conflicts: [
            {
              ...meal,
              deliveryId: 'd2',
              slot: 'Dinner',
              dish: { _id: 'e', name: 'Egg curry' },
              conflicts: ['eggs'],
            },
          ],
          tooLate: [],
        },
      }),
    );
    render(
      <MemoryRouter>
        <DietaryPreferencesSection preferences={{ avoids: [], conflicts: [], tooLate: [] }} />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'I avoid' });
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(10);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Egg' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/preferences');
    expect(JSON.parse(String(init?.body))).toEqual({ avoids: ['eggs'] });
    const outcome = screen.getByTestId('preferences-outcome');
    expect(outcome.textContent).toContain('1 meal switched to a fitting dish');
    expect(outcome.textContent).toContain('Lunch on Thu, 03 Dec: Dal tadka instead of Egg bhurji');
    expect(outcome.textContent).toContain(
      "Dinner on Thu, 03 Dec: Egg curry holds egg, and nothing on that day's menu is free of it.",
    );
    expect(screen.getByRole('link', { name: 'Swap or skip it' }).getAttribute('href')).toBe(
      '/profile/subscriptions/s1?delivery=d2',
    );
  });

  it('shows the server’s sentence when a save is refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: 'Nope.' }), { status: 400 }),
    );
    render(
      <MemoryRouter>
        <DietaryPreferencesSection preferences={{ avoids: ['milk'], conflicts: [], tooLate: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toHaveProperty('checked', true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Nope.');
  });
});

describe('MenuPreferenceWarning', () => {
  it('names only the first week’s days the order delivers on', async () => {
    const day = (date: string, message: string) => ({
      date,
      slot: 'Lunch',
      dish: { _id: 'e', name: 'Egg curry' },
      conflicts: ['eggs'],
      pick: null,
      message,
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({
        avoids: ['eggs'],
        days: [day('2026-12-03', 'Thursday line.'), day('2026-12-06', 'Sunday line.')],
      }),
    );
    await act(async () => {
      render(
        <MemoryRouter>
          <MenuPreferenceWarning
            plan="High Protein"
            mealOption="Veg"
            slot="Lunch"
            startDate="2026-12-03"
            deliveryDates={['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07']}
          />
        </MemoryRouter>,
      );
    });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(
      '/api/user/preferences/check?plan=High+Protein&mealOption=Veg&slot=Lunch&startDate=2026-12-03',
    );
    const warning = screen.getByTestId('menu-warning');
    expect(warning.textContent).toContain('You avoid egg.');
    expect(warning.textContent).toContain('Thursday line.');
    expect(warning.textContent).not.toContain('Sunday line.');
  });
});
