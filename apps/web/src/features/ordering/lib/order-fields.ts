/**
 * The names of a plan page's order fields. The form is a plain `GET /subscribe-confirm` form
 * (decision 144): before the page's scripts start, Subscribe and the 3 day Trial submit it as
 * HTML, and the confirm page reads the choices from its address with `choicesFromQuery`. Once
 * the app is live it handles the submit itself and the address is never used.
 */
export const ORDER_FIELDS = {
  plan: 'plan',
  mealOption: 'meal',
  slot: 'slot',
  dayMode: 'days',
  day: 'day',
  duration: 'duration',
  /** The name of the 3 day Trial's submit button. */
  trial: 'trial',
} as const;
