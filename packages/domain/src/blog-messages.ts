// What the blog says when nothing matches (SPEC §2.1, §2.9, §8). Kept apart from MSG, which spreads
// it in, so a prerendered blog page does not load every sentence the app has (decision 72).

export const BLOG_MSG = {
  noPostsFound: 'No posts found matching your criteria.',
  postNotFound: 'Post Not Found',
} as const;
