import type { BlogCategory, BlogPost } from '../../content/blog-posts';

export type BlogFilter = 'All' | BlogCategory;

/** SPEC §2.9: category filter plus a keyword search over title and excerpt, case-insensitive. */
export function filterPosts(
  posts: readonly BlogPost[],
  category: BlogFilter,
  query: string,
): BlogPost[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category !== 'All' && post.category !== category) return false;
    const haystack = `${post.title} ${post.excerpt}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
