// A dish's words on the plan page in the page's language: its figures and what it holds.
import { dishFigures, SWAP_TEMPLATES } from '@fitthali/domain/swap-messages';
import type { SelfService } from '../../../i18n/self-service';

/** '612 kcal · 32 g protein'; a figure the dish lacks reads '—'. */
export function figuresOf(
  dish: { calories: number | null; protein: number | null },
  s: SelfService,
): string {
  return s.say(dishFigures(dish), SWAP_TEMPLATES.figures, {
    kcal: dish.calories === null ? '—' : String(dish.calories),
    protein: dish.protein === null ? '—' : `${dish.protein} g`,
  });
}
