// What the operator reads about the dish catalogue and its photos (issue 26 points 1 and 2). Kept
// apart from MSG, which every storefront page loads: only the admin's screens and the server read
// these.

import { ALLERGEN_LABELS, DISH_TAG_LABELS } from './dishes.ts';

/** "a, b and c": a list as a sentence says it. */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const lower = (labels: Readonly<Record<string, string>>) =>
  Object.values(labels).map((label) => label.toLowerCase());

export const DISH_NAME_MIN = 2;
export const DISH_NAME_MAX = 80;
export const DISH_DESCRIPTION_MAX = 280;
/**
 * The Odia name and description may be longer in characters than the English: an Odia syllable
 * is often two or three code points (consonant, virama, consonant, vowel sign).
 */
export const DISH_ODIA_NAME_MAX = 120;
export const DISH_ODIA_DESCRIPTION_MAX = 420;
export const DISH_CALORIES_MAX = 3000;
export const DISH_GRAMS_MAX = 500;

export const DISH_MSG = {
  nameRequired: `Enter the dish’s name, ${DISH_NAME_MIN} to ${DISH_NAME_MAX} characters.`,
  descriptionTooLong: `Keep the description to ${DISH_DESCRIPTION_MAX} characters or fewer.`,
  invalidDescription: 'The description must be text.',
  invalidNameOr: 'The Odia name must be text, or empty to show the English name.',
  nameOrTooLong: `Keep the Odia name to ${DISH_ODIA_NAME_MAX} characters or fewer.`,
  nameOrNotOdia:
    'Write the Odia name in Odia script (for example ଡାଲି ଭାତ), or leave it empty to show the English name.',
  invalidDescriptionOr: 'The Odia description must be text, or empty to show the English one.',
  descriptionOrTooLong: `Keep the Odia description to ${DISH_ODIA_DESCRIPTION_MAX} characters or fewer.`,
  descriptionOrNotOdia:
    'Write the Odia description in Odia script, or leave it empty to show the English description.',
  invalidDiet: 'Choose the dish’s diet: Veg, Egg or Non-Veg.',
  invalidCalories: `Enter the calories per serving in kcal, a whole number from 0 to ${DISH_CALORIES_MAX}.`,
  invalidProtein: `Enter the protein per serving in grams, a whole number from 0 to ${DISH_GRAMS_MAX}.`,
  invalidCarbs: `Enter the carbohydrate per serving in grams, a whole number from 0 to ${DISH_GRAMS_MAX}.`,
  invalidFat: `Enter the fat per serving in grams, a whole number from 0 to ${DISH_GRAMS_MAX}.`,
  invalidFibre: `Enter the fibre per serving in grams, a whole number from 0 to ${DISH_GRAMS_MAX}.`,
  allergensRequired:
    'List the dish’s allergens (an empty list when it has none): a dish is never assumed free of them.',
  tagsRequired: 'List the dish’s tags (an empty list when it has none).',
  invalidAvailable: 'Say whether the dish is available: true or false.',
  dishNotFound: 'We could not find that dish.',
  dishCreated: 'Dish added to the catalogue.',
  dishUpdated: 'Dish saved.',
  photoSaved: 'Photo saved.',
  noPhoto: 'Send the photo itself as the request body: a JPEG, PNG or WebP image.',
  notAnImage: 'That file is not a photo we can use: upload a JPEG, PNG or WebP image.',
  unreadableImage:
    'That image could not be read; it may be damaged. Save it again as JPEG, PNG or WebP and upload it.',
  photoNotFound: 'We could not find that photo.',
} as const;

/** The most bytes one photo upload may carry (413 beyond it). */
export const DISH_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** A larger image is refused before it is decoded, so a small file cannot expand into gigabytes. */
export const DISH_PHOTO_MAX_PIXELS = 40_000_000;

export const photoTooLargeMessage = () =>
  `That photo is too large: upload one of at most ${DISH_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;

export const photoTooManyPixelsMessage = () =>
  `That photo has more than ${DISH_PHOTO_MAX_PIXELS / 1_000_000} megapixels: make it smaller and upload it again.`;

export function unknownAllergenMessage(value: unknown): string {
  const what = typeof value === 'string' ? `“${value.slice(0, 40)}” is` : 'That is';
  return `${what} not an allergen on the FSSAI list: choose from ${inWords(lower(ALLERGEN_LABELS))}.`;
}

export function unknownTagMessage(value: unknown): string {
  const what = typeof value === 'string' ? `“${value.slice(0, 40)}” is` : 'That is';
  return `${what} not a dish tag: choose from ${inWords(lower(DISH_TAG_LABELS))}.`;
}

export const dishNameTakenMessage = (name: string) =>
  `There is already a dish called “${name}” in the catalogue: give this one another name.`;

export const dishRetiredMessage = (name: string) =>
  `${name} is retired, so it cannot be changed: bring it back first.`;

export const dishRetiredNoticeMessage = (name: string) =>
  `${name} is retired. Past meals keep it; it can no longer be put on a menu.`;

export const dishBroughtBackMessage = (name: string) => `${name} is back in the catalogue.`;

export const dishNameTakenOnReturnMessage = (name: string) =>
  `${name} cannot come back while another dish in the catalogue has the same name: rename one of them first.`;

/** Where a dish is still served, as `retireRefusedMessage` names it ("High Protein Veg lunch from Mon, 14 Dec"). */
export function retireRefusedMessage(name: string, uses: readonly string[]): string {
  const shown = uses.slice(0, 3);
  const more = uses.length - shown.length;
  const where = more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
  return (
    `${name} cannot be retired while a menu still serves it: ${where}. ` +
    'Take it off those menus first, or mark it unavailable to keep it off new menus.'
  );
}

/** Why a dish cannot be newly put on a menu (the menu planner's refusal), or undefined. */
export function dishUnusableMessage(dish: {
  name: string;
  available: boolean;
  retired: boolean;
}): string | undefined {
  if (dish.retired) return `${dish.name} is retired, so it cannot be put on a menu.`;
  if (!dish.available) {
    return `${dish.name} is marked unavailable, so it cannot be put on a menu: make it available in Dishes first.`;
  }
  return undefined;
}

/** A diet change refused because a Veg menu still serves the dish (`where`: menuUseWords). */
export function dietChangeRefusedMessage(name: string, dietLabel: string, where: string): string {
  return `${name} cannot become ${dietLabel} while a Veg menu serves it (${where}): take it off that menu first.`;
}
