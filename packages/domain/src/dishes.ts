// The food (issue 26): what a dish is, what it contains, and which menus may serve it. One module
// for the admin's form, the server's checks, the preference match and the storefront's labels.

/** A dish's diet. `egg` is vegetarian with egg: a Veg menu takes it only when the plan allows. */
export const DIETS = ['veg', 'egg', 'non-veg'] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_LABELS: Readonly<Record<Diet, string>> = {
  veg: 'Veg',
  egg: 'Egg',
  'non-veg': 'Non-Veg',
};

/**
 * The allergens FSSAI's labelling rules (Food Safety and Standards (Labelling and Display)
 * Regulations, 2020) require a label to declare. Stored by key, shown by label.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'milk',
  'eggs',
  'fish',
  'peanuts',
  'tree-nuts',
  'soy',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  'tree-nuts': 'Tree nuts',
  soy: 'Soy',
  sulphites: 'Sulphites',
};

/** Tags the operator may put on a dish; `no-onion-garlic` and `jain` also decide preferences. */
export const DISH_TAGS = [
  'jain',
  'no-onion-garlic',
  'low-gi',
  'high-protein',
  'high-fibre',
  'low-calorie',
  'odia',
  'spicy',
] as const;
export type DishTag = (typeof DISH_TAGS)[number];

export const DISH_TAG_LABELS: Readonly<Record<DishTag, string>> = {
  jain: 'Jain',
  'no-onion-garlic': 'No onion or garlic',
  'low-gi': 'Low GI',
  'high-protein': 'High protein',
  'high-fibre': 'High fibre',
  'low-calorie': 'Low calorie',
  odia: 'Odia classic',
  spicy: 'Spicy',
};

/**
 * What a customer can ask to avoid: onion and garlic, and each allergen (egg is the `eggs`
 * allergen, which an egg dish always holds).
 */
export const AVOIDABLES = ['onion-garlic', ...ALLERGENS] as const;
export type Avoidable = (typeof AVOIDABLES)[number];

export const AVOIDABLE_LABELS: Readonly<Record<Avoidable, string>> = {
  'onion-garlic': 'Onion and garlic',
  ...ALLERGEN_LABELS,
  eggs: 'Egg',
};

/** The parts of a dish the food rules read. */
export interface DishFacts {
  diet: Diet;
  allergens: readonly Allergen[];
  tags: readonly DishTag[];
}

/**
 * What a dish contains, in the words of what a customer can avoid. A dish is taken to hold onion
 * and garlic unless the operator tagged it free of them (or Jain): a customer who avoids them is
 * never served one by default on a guess.
 */
export function dishContains(dish: DishFacts): Avoidable[] {
  const contains = new Set<Avoidable>(dish.allergens);
  if (dish.diet === 'egg') contains.add('eggs');
  if (!dish.tags.includes('no-onion-garlic') && !dish.tags.includes('jain')) {
    contains.add('onion-garlic');
  }
  return AVOIDABLES.filter((key) => contains.has(key));
}

/** What in `dish` the customer avoids (empty when it fits). */
export function dishConflicts(dish: DishFacts, avoids: readonly Avoidable[]): Avoidable[] {
  const contains = dishContains(dish);
  return AVOIDABLES.filter((key) => avoids.includes(key) && contains.includes(key));
}

export function isDiet(value: unknown): value is Diet {
  return typeof value === 'string' && (DIETS as readonly string[]).includes(value);
}

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);
}

export function isDishTag(value: unknown): value is DishTag {
  return typeof value === 'string' && (DISH_TAGS as readonly string[]).includes(value);
}

export function isAvoidable(value: unknown): value is Avoidable {
  return typeof value === 'string' && (AVOIDABLES as readonly string[]).includes(value);
}
