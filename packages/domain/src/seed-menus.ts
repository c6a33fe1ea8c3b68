// The menus the storefront showed before the kitchen planned menus as data (issue 26 point 7):
// one week per plan and meal option, a lunch, a dinner and the meal's energy a day, Monday to
// Sunday. Start-up seeds them once as dishes and one-week rotations
// (apps/server/src/menus/seed-menus.ts), so nothing disappears on upgrade; after that the
// operator's menus are the truth and this file is only that first data.
import type { MealOption, PlanId } from './plans.ts';

/** The storefront drawing each seeded dish shows until the operator uploads a photo. */
export const SEED_ILLUSTRATIONS = {
  'dal-rice': 'Dal with steamed rice',
  'paneer-roti': 'Paneer curry with roti',
  'palak-paneer': 'Palak paneer with roti',
  'chole-rice': 'Chole with brown rice',
  'rajma-rice': 'Rajma with rice',
  khichdi: 'Moong dal khichdi with raita',
  dalma: 'Odia dalma with rice',
  'veg-sabzi': 'Mixed vegetable sabzi with roti',
  'soya-curry': 'Soya chunk curry with millet',
  'mushroom-curry': 'Mushroom masala with roti',
  'upma-salad': 'Vegetable upma with salad',
  'chicken-curry': 'Chicken curry with rice',
  'grilled-chicken': 'Grilled chicken with salad',
  'fish-curry': 'Odia fish curry with rice',
  'egg-curry': 'Egg curry with roti',
  'prawn-curry': 'Prawn curry with brown rice',
  'mutton-curry': 'Lean mutton curry with roti',
  'chicken-soup': 'Chicken soup with grilled chicken',
  'salad-bowl': 'Salad bowl with dal',
} as const;
export type SeedIllustration = keyof typeof SEED_ILLUSTRATIONS;

/** One weekday: lunch, dinner, the meal's energy in kcal, the drawing. */
export type SeedMenuRow = readonly [
  lunch: string,
  dinner: string,
  kcal: number,
  image: SeedIllustration,
];

export const SEED_MENUS: Readonly<
  Record<PlanId, Readonly<Record<MealOption, readonly SeedMenuRow[]>>>
> = {
  'high-protein': {
    Veg: [
      [
        'Paneer tikka, brown rice, dal tadka',
        'Soya chunk curry, 2 multigrain rotis',
        640,
        'paneer-roti',
      ],
      ['Rajma, jeera rice, cucumber raita', 'Paneer bhurji, 2 rotis, salad', 655, 'rajma-rice'],
      ['Chole, brown rice, sprouts salad', 'Palak paneer, 2 rotis', 660, 'chole-rice'],
      ['Soya pulao, boondi raita', 'Moong dal chilla, mint chutney, curd', 670, 'soya-curry'],
      [
        'Paneer butter masala (light), 2 rotis',
        'Chana dal, millet roti, salad',
        680,
        'paneer-roti',
      ],
      ['Dalma, brown rice, paneer fry', 'Tofu stir fry, foxtail millet', 690, 'dalma'],
      ['Veg biryani with soya, raita', 'Palak paneer, jeera rice', 700, 'palak-paneer'],
    ],
    'Non-Veg': [
      ['Grilled chicken, brown rice, dal', 'Egg bhurji, 2 rotis, salad', 720, 'grilled-chicken'],
      ['Chicken curry, jeera rice, salad', 'Fish tikka, sautéed vegetables', 730, 'chicken-curry'],
      ['Odia fish curry, rice, santula', 'Chicken keema, 2 rotis', 745, 'fish-curry'],
      ['Egg curry, brown rice, raita', 'Grilled chicken, millet, salad', 750, 'egg-curry'],
      ['Chicken tikka, dal, 2 rotis', 'Prawn masala, brown rice', 765, 'grilled-chicken'],
      ['Prawn curry, brown rice, salad', 'Egg curry, 2 rotis', 775, 'prawn-curry'],
      ['Chicken biryani (lean), raita', 'Lean mutton curry, 2 rotis', 790, 'mutton-curry'],
    ],
  },
  weightloss: {
    Veg: [
      ['Moong dal khichdi, cucumber raita', 'Clear vegetable soup, paneer salad', 380, 'khichdi'],
      ['Santula, 1 millet roti, curd', 'Sprouts chaat, vegetable soup', 390, 'veg-sabzi'],
      ['Dalma, small brown rice, salad', 'Grilled paneer, sautéed greens', 395, 'dalma'],
      ['Vegetable upma, salad', 'Lauki chana dal, 1 roti', 405, 'upma-salad'],
      ['Palak dal, 1 roti, salad', 'Tofu bhurji, clear soup', 410, 'salad-bowl'],
      ['Mushroom masala, 1 millet roti', 'Vegetable oats khichdi', 420, 'mushroom-curry'],
      ['Chole salad bowl, mint curd', 'Paneer tikka, sautéed vegetables', 430, 'chole-rice'],
    ],
    'Non-Veg': [
      ['Grilled chicken salad, curd', 'Chicken clear soup, sautéed greens', 410, 'grilled-chicken'],
      ['Fish curry (light), small brown rice', 'Egg white bhurji, 1 roti', 420, 'fish-curry'],
      ['Egg curry, 1 millet roti, salad', 'Chicken soup with vegetables', 425, 'egg-curry'],
      ['Chicken tikka, dal, salad', 'Fish tikka, sautéed vegetables', 440, 'chicken-soup'],
      ['Prawn stir fry, small brown rice', 'Grilled chicken, clear soup', 450, 'prawn-curry'],
      ['Chicken curry (light), 1 roti', 'Egg salad bowl', 460, 'chicken-curry'],
      ['Odia fish curry, small rice, santula', 'Chicken keema lettuce cups', 470, 'fish-curry'],
    ],
  },
  diabetic: {
    Veg: [
      ['Methi dal, millet roti, salad', 'Vegetable dalia, curd', 700, 'dal-rice'],
      ['Karela sabzi, chana dal, 1 roti', 'Paneer tikka, sautéed greens', 710, 'veg-sabzi'],
      ['Rajma, brown rice (small), salad', 'Moong dal chilla, mint chutney', 720, 'rajma-rice'],
      ['Palak paneer, 1 jowar roti', 'Vegetable soup, sprouts salad', 740, 'palak-paneer'],
      ['Dalma, brown rice (small), curd', 'Soya curry, 1 ragi roti', 750, 'dalma'],
      ['Chole, 1 multigrain roti, salad', 'Mushroom masala, clear soup', 760, 'chole-rice'],
      ['Vegetable khichdi (millet), raita', 'Tofu stir fry, sautéed vegetables', 780, 'khichdi'],
    ],
    'Non-Veg': [
      [
        'Grilled chicken, millet roti, salad',
        'Egg white bhurji, vegetable soup',
        820,
        'grilled-chicken',
      ],
      [
        'Fish curry, brown rice (small), santula',
        'Chicken soup, sautéed greens',
        825,
        'fish-curry',
      ],
      ['Egg curry, 1 jowar roti, salad', 'Grilled fish, sautéed vegetables', 830, 'egg-curry'],
      ['Chicken curry, 1 multigrain roti', 'Dal soup, paneer salad', 840, 'chicken-curry'],
      ['Prawn stir fry, brown rice (small)', 'Chicken tikka, salad', 845, 'prawn-curry'],
      ['Chicken keema, 1 ragi roti, salad', 'Egg curry, sautéed greens', 850, 'chicken-soup'],
      ['Odia fish curry, brown rice (small)', 'Grilled chicken, clear soup', 860, 'fish-curry'],
    ],
  },
  custom: {
    Veg: [
      [
        'Paneer tikka, jeera rice, dal makhani (light)',
        'Soya chunk pulao, raita',
        780,
        'paneer-roti',
      ],
      ['Rajma, brown rice, paneer salad', 'Chana masala, 3 rotis, curd', 790, 'rajma-rice'],
      ['Chole, jeera rice, sprouts', 'Paneer bhurji, 3 rotis', 800, 'chole-rice'],
      ['Soya curry, millet, dal', 'Palak paneer, brown rice', 815, 'soya-curry'],
      ['Dalma, rice, paneer fry, curd', 'Tofu stir fry, noodles (whole wheat)', 825, 'dalma'],
      [
        'Paneer butter masala (light), 3 rotis',
        'Moong dal khichdi, raita, peanuts',
        840,
        'palak-paneer',
      ],
      ['Veg biryani with soya and paneer, raita', 'Mushroom matar, 3 rotis', 850, 'mushroom-curry'],
    ],
    'Non-Veg': [
      ['Chicken curry, jeera rice, dal', 'Egg bhurji (4 eggs), 3 rotis', 880, 'chicken-curry'],
      ['Grilled chicken, brown rice, salad', 'Fish curry, rice, santula', 890, 'grilled-chicken'],
      ['Lean mutton curry, rice, raita', 'Chicken tikka, 3 rotis', 900, 'mutton-curry'],
      ['Egg curry (3 eggs), brown rice', 'Prawn masala, rice, salad', 915, 'egg-curry'],
      ['Chicken biryani (lean), raita', 'Grilled fish, potatoes, greens', 925, 'chicken-curry'],
      ['Prawn curry, brown rice, dal', 'Chicken keema, 3 rotis', 940, 'prawn-curry'],
      ['Odia fish curry, rice, dal', 'Grilled chicken, sweet potato, salad', 950, 'fish-curry'],
    ],
  },
  'office-employee': {
    Veg: [
      ['Dal, jeera rice, aloo-beans sabzi', 'Vegetable khichdi, raita', 450, 'dal-rice'],
      ['Rajma, rice, salad', 'Paneer sabzi, 2 rotis', 460, 'rajma-rice'],
      ['Chole, 2 rotis, onion salad', 'Dalma, rice', 470, 'chole-rice'],
      ['Mixed veg curry, 2 rotis, curd', 'Vegetable upma, chutney', 480, 'veg-sabzi'],
      ['Kadhi, rice, sautéed greens', 'Mushroom masala, 2 rotis', 490, 'khichdi'],
      ['Palak paneer, 2 rotis', 'Vegetable pulao, raita', 500, 'palak-paneer'],
      ['Dalma, rice, santula', 'Soya curry, 2 rotis', 510, 'dalma'],
    ],
    'Non-Veg': [
      ['Egg curry, rice, salad', 'Chicken soup, 2 rotis', 480, 'egg-curry'],
      ['Chicken curry, rice, salad', 'Egg bhurji, 2 rotis', 490, 'chicken-curry'],
      ['Fish curry, rice, santula', 'Chicken keema, 2 rotis', 505, 'fish-curry'],
      ['Grilled chicken, pulao, raita', 'Dal, rice, egg fry', 515, 'grilled-chicken'],
      ['Egg biryani (light), raita', 'Fish tikka, 2 rotis, salad', 525, 'egg-curry'],
      ['Chicken tikka, 2 rotis, dal', 'Prawn curry, rice', 540, 'chicken-soup'],
      ['Odia fish curry, rice, dal', 'Chicken curry, 2 rotis', 550, 'fish-curry'],
    ],
  },
};
