import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { mondayOf } from '@fitthali/domain/menu-rotation';
import {
  KITCHEN_SLOTS,
  type KitchenSlot,
  MEAL_OPTIONS,
  type MealOption,
} from '@fitthali/domain/plans';
import { useId, useMemo, useState } from 'react';
import { type ClientLoaderFunctionArgs, useRevalidator, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError } from '../../../lib/api-client';
import { formatShortDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { listPlans } from '../api/list-plans';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { oneOf, withParams } from '../lib/list-params';
import { copyWeek } from '../menu-planner/api/copy-week';
import { getMenuWeek } from '../menu-planner/api/get-menu-week';
import { listMenuDishes } from '../menu-planner/api/list-menu-dishes';
import { listRotations } from '../menu-planner/api/list-rotations';
import type { MenuKey, PlannerDay, PlannerDish } from '../menu-planner/api/types';
import { DayEditor } from '../menu-planner/components/day-editor';
import { RotationEditor } from '../menu-planner/components/rotation-editor';
import { WeekGrid } from '../menu-planner/components/week-grid';
import { fittingDishes, weekAfter } from '../menu-planner/lib/menu-planner';

const INTRO =
  'What each plan serves, by meal option and slot: one dish a day and up to three alternatives customers may swap to. Plan many weeks with a rotation, copy a week onto the next, or set a date by hand.';

/** ?plan=<plan id>&mealOption&slot&week=<a date>: the menu and the week on screen. */
function choiceOf(params: URLSearchParams, planIds: readonly string[]) {
  const week = params.get('week');
  return {
    planId: oneOf(params, 'plan', planIds) ?? planIds[0] ?? 'high-protein',
    mealOption: oneOf(params, 'mealOption', MEAL_OPTIONS) ?? 'Veg',
    slot: oneOf(params, 'slot', KITCHEN_SLOTS) ?? 'Lunch',
    week: mondayOf(week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : todayInIndia()),
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return adminLoad('menu planner', async () => {
    const [{ plans }, { dishes }] = await Promise.all([
      listPlans(request.signal),
      listMenuDishes(request.signal),
    ]);
    const choice = choiceOf(
      params,
      plans.map((plan) => plan.id),
    );
    const plan = plans.find((p) => p.id === choice.planId);
    // The API names plans as the storefront does.
    const menu: MenuKey = {
      plan: plan?.name ?? choice.planId,
      mealOption: choice.mealOption,
      slot: choice.slot,
    };
    const [week, { rotations, dishes: named }] = await Promise.all([
      getMenuWeek({ ...menu, from: choice.week, to: addDays(choice.week, 6) }, request.signal),
      listRotations(menu, request.signal),
    ]);
    return { plans, dishes, named, choice, menu, week, rotations };
  });
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Menu Planner" intro={INTRO}>
      <AdminRouteError what="the menu" />
    </AdminPage>
  );
}

function copiedMessage(outcome: { copied: string[]; kept: string[]; closed: string[] }) {
  const parts = [
    `Copied ${outcome.copied.length} ${outcome.copied.length === 1 ? 'date' : 'dates'} to next week.`,
  ];
  if (outcome.kept.length > 0) parts.push(`Kept ${outcome.kept.length} set by hand.`);
  if (outcome.closed.length > 0)
    parts.push(`${outcome.closed.length} past the cut-off left as they were.`);
  return parts.join(' ');
}

export default function AdminMenu({ loaderData: data }: ScreenProps<typeof clientLoader>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<PlannerDay | null>(null);
  const [copying, setCopying] = useState(false);
  const [replaceOverrides, setReplaceOverrides] = useState(false);
  const ids = { plan: useId(), meal: useId(), slot: useId(), replace: useId(), week: useId() };
  const { choice, menu, week } = data;

  const offered = useMemo(
    () =>
      fittingDishes(data.dishes, {
        mealOption: menu.mealOption,
        eggFriendly: week.plan.eggFriendly,
      }),
    [data.dishes, menu.mealOption, week.plan.eggFriendly],
  );
  // Every dish the screen may show, including those planned but no longer offered.
  const known = useMemo(() => {
    const all = new Map<string, PlannerDish>();
    for (const dish of [...data.named, ...data.dishes]) all.set(dish._id, dish);
    for (const day of week.days) {
      for (const dish of [day.dish, ...day.alternatives]) if (dish) all.set(dish._id, dish);
    }
    return all;
  }, [data.named, data.dishes, week.days]);

  const choose = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      withParams(searchParams, {
        plan: choice.planId,
        mealOption: choice.mealOption,
        slot: choice.slot,
        week: choice.week,
        ...changes,
      }),
    );

  const copyToNext = async () => {
    setCopying(true);
    try {
      const outcome = await copyWeek({ ...menu, fromMonday: choice.week, replaceOverrides });
      toast.success(copiedMessage(outcome));
      choose({ week: weekAfter(choice.week) });
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not copy the week.',
      );
    } finally {
      setCopying(false);
    }
  };

  // A rotation may start from the week on screen when it is still open, else the first open date.
  const initialStart = choice.week >= week.firstOpenDate ? choice.week : week.firstOpenDate;
  const menuName = `${menu.plan} · ${menu.mealOption} · ${menu.slot}`;

  return (
    <AdminPage title="Menu Planner" intro={INTRO}>
      <div className="admin-toolbar planner-controls">
        <div className="admin-field admin-field--inline">
          <label htmlFor={ids.plan}>Plan</label>
          <select
            id={ids.plan}
            value={choice.planId}
            onChange={(e) => choose({ plan: e.target.value })}
          >
            {data.plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field admin-field--inline">
          <label htmlFor={ids.meal}>Meal option</label>
          <select
            id={ids.meal}
            value={choice.mealOption}
            onChange={(e) => choose({ mealOption: e.target.value as MealOption })}
          >
            {MEAL_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field admin-field--inline">
          <label htmlFor={ids.slot}>Slot</label>
          <select
            id={ids.slot}
            value={choice.slot}
            onChange={(e) => choose({ slot: e.target.value as KitchenSlot })}
          >
            {KITCHEN_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </div>
      </div>
      {menu.mealOption === 'Veg' ? (
        <p className="planner-diet-note">
          {week.plan.eggFriendly
            ? `${menu.plan} is egg-friendly: its Veg menu may serve egg dishes.`
            : `The Veg menu serves veg dishes only; mark ${menu.plan} egg-friendly on the Plans page to offer egg dishes.`}
        </p>
      ) : null}

      <section className="admin-card planner-week-card" aria-labelledby={ids.week}>
        <div className="planner-week-card__head">
          <h2 className="admin-section-title" id={ids.week}>
            Week of {formatShortDay(choice.week)}
            <span className="planner-week-card__menu">{menuName}</span>
          </h2>
          <div className="planner-week-card__nav">
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => choose({ week: weekAfter(choice.week, -1) })}
            >
              Previous week
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => choose({ week: weekAfter(choice.week) })}
            >
              Next week
            </button>
          </div>
        </div>
        <WeekGrid days={week.days} onEdit={setEditing} />
        <div className="planner-week-card__copy">
          <label htmlFor={ids.replace} className="planner-check">
            <input
              id={ids.replace}
              type="checkbox"
              checked={replaceOverrides}
              onChange={(e) => setReplaceOverrides(e.target.checked)}
            />
            Also replace next week’s dates set by hand
          </label>
          <BusyButton className="btn btn--primary btn--sm" busy={copying} onClick={copyToNext}>
            Copy to next week
          </BusyButton>
        </div>
      </section>

      <RotationEditor
        key={`${menuName}:${initialStart}:${data.rotations.map((r) => r.updatedAt).join()}`}
        menu={menu}
        rotations={data.rotations}
        firstOpenDate={week.firstOpenDate}
        initialStart={initialStart}
        dishes={offered}
        known={known}
        onSaved={(rotation) => {
          toast.success(`Rotation saved: it serves from ${formatShortDay(rotation.startDate)}.`);
          const shown = mondayOf(rotation.startDate);
          if (shown === choice.week) void revalidator.revalidate();
          else choose({ week: shown });
        }}
      />

      <DayEditor
        key={editing?.date ?? 'closed'}
        menu={menu}
        day={editing}
        dishes={offered}
        known={known}
        onClose={() => setEditing(null)}
        onSaved={(outcome, cleared) => {
          setEditing(null);
          const what = cleared ? 'The date serves its rotation again.' : 'Menu saved.';
          toast.success(
            outcome.late && outcome.moved > 0
              ? `${what} ${outcome.moved} ${outcome.moved === 1 ? 'customer was' : 'customers were'} told.`
              : what,
          );
          void revalidator.revalidate();
        }}
      />
    </AdminPage>
  );
}
