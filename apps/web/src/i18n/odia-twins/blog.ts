// Where the blog's Odia is: its words, its list and each post (content/or/). Fetched by the Odia
// blog pages only, in one file with the words and the list they always show (decision 306).
export const TWINS = import.meta.glob(
  ['../../content/or/blog/*.ts', '../../content/or/blog.ts', '../../content/or/words/blog.ts'],
  { import: 'default' },
);
