// Issue 26 point 3: the operator plans a week from a rotation on the Menu Planner, on a tablet.
// The week is six weeks out on a menu no other journey orders from, so the shared server's other
// journeys see the menus they expect.

import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { mondayOf } from '@fitthali/domain/menu-rotation';
import { MONDAY_FIRST } from '@fitthali/domain/weekdays';
import { describe, expect, it } from 'vitest';
import { adminToken, signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, newPage } from './support/browser.ts';

const browser = browserForFile();

const TABLET = { viewport: { width: 820, height: 1180 } };

type Dish = { _id: string; name: string };

async function menuDishes(): Promise<Dish[]> {
  const res = await fetch(`${baseURL()}/api/admin/menu/dishes`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  return ((await res.json()) as { dishes: Dish[] }).dishes;
}

describe('menu planner (issue 26 point 3)', () => {
  it('plans a week from a one-week rotation and shows the week filled', async () => {
    const monday = addDays(mondayOf(todayInIndia()), 42);
    const picks = (await menuDishes()).slice(0, 8);
    expect(picks).toHaveLength(8);
    const page = await newPage(browser(), TABLET);
    try {
      await signInAdmin(page);
      await page.goto(`/admin/menu?plan=diabetic&mealOption=Non-Veg&slot=Dinner&week=${monday}`);
      const rotation = page.getByRole('form', { name: 'Rotation' });
      // It starts on the week on screen, as the rotation in force serves it.
      await expect.poll(() => rotation.getByLabel('Starts on').inputValue()).toBe(monday);
      await rotation.getByLabel('Weeks in the rotation').selectOption('1');

      for (const [i, weekday] of MONDAY_FIRST.entries()) {
        await rotation
          .getByLabel(`${weekday} dish`, { exact: true })
          .selectOption(picks[i]?._id ?? '');
      }
      // Monday offers a second dish customers may swap to.
      await rotation.getByText('Alternatives').first().click();
      await rotation
        .getByLabel('Monday alternative 1', { exact: true })
        .selectOption(picks[7]?._id ?? '');
      await rotation.getByRole('button', { name: /^Save rotation from/ }).click();
      await page
        .getByText(`Rotation saved: it serves from ${formatIndiaDate(monday)}.`, { exact: false })
        .first()
        .waitFor();

      // The week's cards now serve the rotation, Monday to Sunday.
      const days = page
        .getByRole('list', { name: 'The week’s menu, Monday to Sunday' })
        .locator(':scope > li');
      for (const [i, pick] of picks.slice(0, 7).entries()) {
        await expect.poll(() => days.nth(i).textContent()).toContain(pick.name);
        expect(await days.nth(i).textContent()).toContain('Rotation');
      }
      expect(await days.nth(0).textContent()).toContain(picks[7]?.name);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
