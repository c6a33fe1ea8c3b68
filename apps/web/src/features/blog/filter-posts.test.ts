import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, recentPosts } from '../../content/blog-posts';
import { filterPosts } from './filter-posts';

const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug);

describe('filterPosts', () => {
  it('shows every post for All and no query', () => {
    expect(filterPosts(BLOG_POSTS, 'All', '')).toHaveLength(3);
  });

  it('filters by category', () => {
    expect(slugs(filterPosts(BLOG_POSTS, 'Vegan', ''))).toEqual([
      'plant-powered-meals-that-keep-you-full',
    ]);
  });

  it('searches title and excerpt, ignoring case and extra spaces', () => {
    expect(slugs(filterPosts(BLOG_POSTS, 'All', '  PANEER  '))).toEqual([
      'protein-for-muscle-gain-on-indian-food',
    ]);
    expect(slugs(filterPosts(BLOG_POSTS, 'All', 'thali'))).toEqual([
      'building-a-balanced-indian-plate',
    ]);
  });

  it('does not search the body text', () => {
    // 'dalma' appears only in the vegan post's content.
    expect(filterPosts(BLOG_POSTS, 'All', 'dalma')).toEqual([]);
  });

  it('combines category and query', () => {
    expect(slugs(filterPosts(BLOG_POSTS, 'Nutrition', 'protein'))).toEqual([
      'building-a-balanced-indian-plate',
    ]);
    expect(filterPosts(BLOG_POSTS, 'Vegan', 'protein')).toEqual([]);
  });
});

describe('recentPosts', () => {
  it('returns the 3 newest by date', () => {
    expect(recentPosts().map((post) => post.date)).toEqual([
      '2025-03-10',
      '2025-02-18',
      '2025-01-22',
    ]);
  });
});
