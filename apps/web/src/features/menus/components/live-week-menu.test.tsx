import type { WeekMenu } from '@fitthali/domain/week-menu';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A week as the server reads it: Monday with both meals, Tuesday with lunch only, the rest with
// nothing planned; a photo on Monday's lunch.
const DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
const WEEK: WeekMenu = {
  planId: 'high-protein',
  weekStart: '2026-05-11',
  label: '11–17 May 2026',
  days: {
    Veg: ['11', '12', '13', '14', '15', '16', '17'].map((day, i) => ({
      date: `2026-05-${day}`,
      day: DAYS[i] ?? 'Monday',
      lunch:
        i === 0
          ? {
              name: 'Paneer tikka, brown rice, dal tadka',
              calories: 640,
              photo: {
                src: '/media/dishes/p1-640.webp',
                avif: '/media/dishes/p1-160.avif 160w, /media/dishes/p1-320.avif 320w',
                webp: '/media/dishes/p1-160.webp 160w, /media/dishes/p1-320.webp 320w',
                width: 640,
                height: 480,
              },
              illustration: null,
            }
          : i === 1
            ? { name: 'Rajma & rice <spicy>', calories: null, photo: null, illustration: null }
            : null,
      dinner:
        i === 0
          ? {
              name: 'Soya chunk curry',
              calories: 655,
              photo: null,
              illustration: '/images/dishes/soya-curry.svg',
            }
          : null,
    })),
    'Non-Veg': ['11', '12', '13', '14', '15', '16', '17'].map((day, i) => ({
      date: `2026-05-${day}`,
      day: DAYS[i] ?? 'Monday',
      lunch: { name: 'Grilled chicken', calories: 720, photo: null, illustration: null },
      dinner: null,
    })),
  },
};

beforeEach(() => {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** The page's site-config block as the server writes it, read by the app when it loads. */
function siteConfig(config: object) {
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
}

/**
 * The page modules, loaded after the block is in place (the app reads it once, at load); on an
 * Odia page the Odia runtime is fetched first, as entry.client.tsx does before hydrating.
 */
async function pages(locale: 'en' | 'or' = 'en') {
  const [{ WeeklyMenuView }, { ThisWeeksMenu }, { HIGH_PROTEIN_MENU }, { withWeekMenu }, messages] =
    await Promise.all([
      import('./weekly-menu'),
      import('./this-weeks-menu'),
      import('../../../content/weekly-menus'),
      // What the server does to the prerendered page (apps/server): its real code.
      import('../../../../../server/src/plugins/week-menu-html'),
      import('../../../i18n/messages'),
    ]);
  if (locale === 'or') await messages.loadOdia();
  const prefix = locale === 'or' ? '/or' : '';
  return {
    menuPage: () => (
      <MemoryRouter initialEntries={[`${prefix}/my-meal-plans`]}>
        <WeeklyMenuView menu={HIGH_PROTEIN_MENU} />
      </MemoryRouter>
    ),
    planPage: () => (
      <MemoryRouter initialEntries={[`${prefix}/high-protein-plan`]}>
        <ThisWeeksMenu planId="high-protein" mealOption="Veg" />
      </MemoryRouter>
    ),
    withWeekMenu,
  };
}

/** The same week as an `/or/` page carries it: days, label and one dish in Odia (issue 27). */
const ODIA_DAYS = ['ସୋମବାର', 'ମଙ୍ଗଳବାର', 'ବୁଧବାର', 'ଗୁରୁବାର', 'ଶୁକ୍ରବାର', 'ଶନିବାର', 'ରବିବାର'];
const ODIA_WEEK: WeekMenu = {
  ...WEEK,
  label: '11–17 ମଇ 2026',
  days: {
    Veg: WEEK.days.Veg.map((day, i) => ({
      ...day,
      day: ODIA_DAYS[i] ?? '',
      lunch: i === 0 && day.lunch ? { ...day.lunch, name: 'ପନିର ଟିକ୍କା, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି ତଡ଼କା' } : day.lunch,
    })),
    'Non-Veg': WEEK.days['Non-Veg'].map((day, i) => ({ ...day, day: ODIA_DAYS[i] ?? '' })),
  },
};

describe('a page showing the published week (decision 176)', () => {
  it.each(['menuPage', 'planPage'] as const)(
    '%s: the server fills the prerendered holder, and hydration finds the same markup',
    async (which) => {
      // The build prerenders the page without a week: the holder is empty.
      siteConfig({});
      const built = await pages();
      const prerendered = renderToString(built[which]());
      expect(prerendered).toMatch(/data-week-menu="(cards|list)" data-plan="high-protein"><\/div>/);

      // The server renders the week into it and writes the week into the block.
      const served = built.withWeekMenu(
        `<script type="application/json" id="site-config">{}</script><div id="root">${prerendered}</div>`,
        WEEK,
      );
      expect(served).toContain('Paneer tikka, brown rice, dal tadka');
      expect(served).toContain('Rajma &amp; rice &lt;spicy&gt;');
      expect(served).toContain('\\u003cspicy>');

      // The browser loads that page and hydrates it, asking the server nothing.
      const [block = '', body = ''] = served.split('<div id="root">');
      document.head.innerHTML = block;
      document.body.innerHTML = `<div id="root">${body}`;
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const problems = vi.spyOn(console, 'error');
      const root = document.getElementById('root') as HTMLElement;
      const before = root.innerHTML;
      vi.resetModules();
      const page = await pages();
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(root, page[which]() as ReactElement, {
          onRecoverableError: (err) => recoverable.push(err),
        });
      });
      expect(recoverable).toEqual([]);
      expect(problems).not.toHaveBeenCalled();
      expect(root.innerHTML).toBe(before);
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it.each(['menuPage', 'planPage'] as const)(
    '%s on /or/: the server fills the holder in Odia, and hydration finds the same markup',
    async (which) => {
      siteConfig({});
      const built = await pages('or');
      const prerendered = renderToString(built[which]());
      const served = built.withWeekMenu(
        `<script type="application/json" id="site-config">{}</script><div id="root">${prerendered}</div>`,
        ODIA_WEEK,
        'or',
      );
      expect(served).toContain('ପନିର ଟିକ୍କା, ବ୍ରାଉନ୍ ରାଇସ୍, ଡାଲି ତଡ଼କା');
      expect(served).toContain('ସୋମବାର');
      expect(served).toContain('ରୋଷେୟାଙ୍କ ପସନ୍ଦ');
      expect(served).toContain('ମଧ୍ୟାହ୍ନ ଭୋଜନ');
      expect(served).not.toContain('Lunch');
      expect(served).not.toContain('Chef&#x27;s choice');

      const [block = '', body = ''] = served.split('<div id="root">');
      document.head.innerHTML = block;
      document.body.innerHTML = `<div id="root">${body}`;
      const problems = vi.spyOn(console, 'error');
      const root = document.getElementById('root') as HTMLElement;
      const before = root.innerHTML;
      vi.resetModules();
      const page = await pages('or');
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(root, page[which]() as ReactElement, {
          onRecoverableError: (err) => recoverable.push(err),
        });
      });
      expect(recoverable).toEqual([]);
      expect(problems).not.toHaveBeenCalled();
      expect(root.innerHTML).toBe(before);
    },
  );

  it('says Chef’s choice for a meal with nothing planned, and each known figure', async () => {
    siteConfig({ weekMenu: WEEK });
    const page = await pages();
    render(page.menuPage());
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(cards[0]?.textContent).toBe(
      'MondayLunchPaneer tikka, brown rice, dal tadkaDinnerSoya chunk curryCalories: 640 kcal lunch · 655 kcal dinner',
    );
    // The photo comes in two formats, lazily; a dish without one shows its drawing.
    expect(cards[0]?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(cards[0]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(cards[1]?.textContent).toBe("TuesdayLunchRajma & rice <spicy>DinnerChef's choice");
    expect(cards[6]?.textContent).toBe("SundayLunchChef's choiceDinnerChef's choice");
  });

  it('asks the server for the week when the app navigates to the page', async () => {
    siteConfig({ weekMenu: { ...WEEK, planId: 'weightloss' } });
    document.documentElement.dataset.hydrated = 'true';
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: true, week: WEEK })));
    const page = await pages();
    render(page.planPage());
    expect(await screen.findByText('Veg menu, 11–17 May 2026')).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/menu/week?plan=high-protein');
    expect(
      screen.getByRole('link', { name: 'See the week with pictures' }).getAttribute('href'),
    ).toBe('/my-meal-plans');
  });

  it('says so when the week cannot be loaded', async () => {
    siteConfig({});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const page = await pages();
    render(page.menuPage());
    expect(
      await screen.findByText(
        "This week's menu could not be loaded. Reload the page to try again.",
      ),
    ).toBeTruthy();
  });
});
