// Where the policies', the FAQ's and the company pages' Odia is (content/or/): fetched by those
// Odia pages only (decision 306).
export const TWINS = import.meta.glob(
  [
    '../../content/or/*.ts',
    '../../content/or/words/*.ts',
    '!**/_*.ts',
    '!../../content/or/home.ts',
    '!../../content/or/blog.ts',
    '!../../content/or/recipes.ts',
    '!../../content/or/words/blog.ts',
    '!../../content/or/words/recipes.ts',
  ],
  { import: 'default' },
);
