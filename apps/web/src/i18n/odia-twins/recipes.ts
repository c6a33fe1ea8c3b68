// Where the recipes' Odia is: their words, the list and each recipe (content/or/). Fetched by the
// Odia recipe pages only, in one file with the words and the list they always show (decision 306).
export const TWINS = import.meta.glob(
  [
    '../../content/or/recipes/*.ts',
    '../../content/or/recipes.ts',
    '../../content/or/words/recipes.ts',
  ],
  { import: 'default' },
);
