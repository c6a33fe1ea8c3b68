import { cardImage, type Illustration } from './images';

export const RECIPE_CATEGORIES = ['High Protein', 'Veg', 'Low Calorie'] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export type Recipe = {
  id: string;
  title: string;
  desc: string;
  img: Illustration;
  categories: RecipeCategory[];
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  /** Minutes from start to table. */
  time: number;
  serves: number;
  ingredients: string[];
  steps: string[];
};

// SPEC §3: four recipes; the calories are the spec's, the macros our kitchen's.
export const RECIPES: readonly Recipe[] = [
  {
    id: '1',
    title: 'Balanced Protein Bowl',
    desc: 'Brown rice, grilled paneer, rajma and crunchy salad with a mint-curd dressing.',
    img: cardImage(
      'recipes/balanced-protein-bowl.svg',
      'A bowl of brown rice, paneer cubes, rajma and green salad',
    ),
    categories: ['High Protein'],
    calories: 420,
    protein: 28,
    carbs: 45,
    fats: 14,
    time: 30,
    serves: 2,
    ingredients: [
      '1 cup cooked brown rice',
      '150 g paneer, cubed',
      '1 cup boiled rajma (kidney beans)',
      '1 cucumber, 1 tomato and a handful of lettuce, chopped',
      '½ cup hung curd with chopped mint, salt and roasted cumin',
      '1 tsp oil, ½ tsp chilli powder, lemon',
    ],
    steps: [
      'Toss the paneer with chilli powder and a pinch of salt, then grill it in the oil until golden on two sides.',
      'Warm the rajma with a pinch of salt and cumin.',
      'Whisk the hung curd with mint, salt and cumin to make the dressing.',
      'Fill each bowl with rice, rajma, paneer and salad, then spoon the dressing over and finish with lemon.',
    ],
  },
  {
    id: '2',
    title: 'Detox Veggie Soup',
    desc: 'A light broth of bottle gourd, carrot, beans and ginger, finished with lemon.',
    img: cardImage(
      'recipes/detox-veggie-soup.svg',
      'Vegetable soup in a clay bowl with lemon and broccoli on the side',
    ),
    categories: ['Veg', 'Low Calorie'],
    calories: 180,
    protein: 6,
    carbs: 28,
    fats: 4,
    time: 25,
    serves: 2,
    ingredients: [
      '1 cup bottle gourd (lauki), diced',
      '1 carrot and a handful of French beans, chopped',
      '1 inch ginger and 2 garlic cloves, crushed',
      '3 cups water or vegetable stock',
      '1 tsp ghee, black pepper, salt, coriander leaves, lemon',
    ],
    steps: [
      'Warm the ghee and fry the ginger and garlic for a minute.',
      'Add the vegetables and the water, bring to a boil and simmer for 12 minutes.',
      'Season with salt and pepper; blend half of it if you like a thicker soup.',
      'Finish with coriander and a squeeze of lemon just before serving.',
    ],
  },
  {
    id: '3',
    title: 'Spicy Chickpea Wrap',
    desc: 'Whole-wheat roti rolled around masala chickpeas, onions and green chutney.',
    img: cardImage(
      'recipes/spicy-chickpea-wrap.svg',
      'Two chickpea wraps on a plate with a bowl of mint raita',
    ),
    categories: ['Veg', 'High Protein'],
    calories: 350,
    protein: 16,
    carbs: 48,
    fats: 10,
    time: 20,
    serves: 2,
    ingredients: [
      '2 whole-wheat rotis',
      '1 cup boiled chickpeas',
      '1 onion, sliced, and 1 tomato, chopped',
      '2 tbsp green chutney',
      '1 tsp oil, ½ tsp each chaat masala, chilli powder and cumin',
    ],
    steps: [
      'Fry the cumin in the oil, add the onion and cook until soft.',
      'Add the tomato, chickpeas and spices; mash a few chickpeas so the filling holds together.',
      'Spread chutney on each warm roti, spoon in the filling and roll tightly.',
      'Toast the wraps seam-side down on a hot tawa for a minute and cut in half.',
    ],
  },
  {
    id: '4',
    title: 'Tofu Stir Fry Bowl',
    desc: 'Pan-seared tofu with peppers and broccoli in a garlic-soy glaze over millet.',
    img: cardImage(
      'recipes/tofu-stir-fry-bowl.svg',
      'Tofu, peppers and broccoli stir fry over millet with chopsticks',
    ),
    categories: ['Veg', 'High Protein'],
    calories: 400,
    protein: 24,
    carbs: 38,
    fats: 15,
    time: 25,
    serves: 2,
    ingredients: [
      '200 g firm tofu, pressed and cubed',
      '1 cup cooked foxtail millet',
      '1 red and 1 yellow bell pepper, sliced',
      '1 cup broccoli florets',
      '2 garlic cloves, 1 tbsp soy sauce, 1 tsp honey or jaggery, 2 tsp oil',
    ],
    steps: [
      'Sear the tofu in half the oil until crisp on all sides, then set it aside.',
      'Stir-fry the garlic, peppers and broccoli in the rest of the oil for 3 minutes on high heat.',
      'Add the soy sauce and honey, return the tofu and toss until glazed.',
      'Serve over the millet.',
    ],
  },
];

export function findRecipe(id: string | undefined): Recipe | undefined {
  return RECIPES.find((recipe) => recipe.id === id);
}
