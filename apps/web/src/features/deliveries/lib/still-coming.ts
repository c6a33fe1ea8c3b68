// "These 2 meals are already being prepared and will still be delivered to you: …" under a
// cancelled plan (issue 25 point 3), in the page's language.
import { CANCEL_TEMPLATES, stillComingLine } from '@fitthali/domain/cancel-messages';
import type { MealStillComing } from '@fitthali/domain/still-coming';
import { useSelfService } from '../../../i18n/self-service';

/** The line for the meals still coming, or null when none is. */
export function useStillComingLine(): (meals: readonly MealStillComing[]) => string | null {
  const { t, say, day } = useSelfService('deliveries');
  return (meals) => {
    if (meals.length === 0) return null;
    const list = meals
      .map((meal) => t('{slot} on {date}', { slot: t(meal.slot), date: day(meal.date) }))
      .join('; ');
    return say(stillComingLine(meals) ?? '', CANCEL_TEMPLATES.stillComing, {
      count: meals.length,
      list,
    });
  };
}
