import { BLOG_MSG } from '@fitthali/domain/blog-messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '../../../components/ui/action-icons';
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  formatPostDate,
  recentPosts,
} from '../../../content/blog-posts';
import { FilterChips } from '../../content/components/filter-chips';
import { type BlogFilter, filterPosts } from '../filter-posts';
import { PostCard } from './post-card';

const FILTERS = ['All', ...BLOG_CATEGORIES] as const;
const RECENT = recentPosts(3);

/** SPEC §2.9: category filter, keyword search, the 3 most recent posts and the empty message. */
export function BlogBrowser() {
  const [category, setCategory] = useState<BlogFilter>('All');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterPosts(BLOG_POSTS, category, query);

  return (
    <div className="columns columns--stack-below-1024 blog-layout">
      <div className="blog-layout__main">
        <div className="browser-toolbar">
          <FilterChips
            label="Filter posts by category"
            options={FILTERS}
            value={category}
            onChange={setCategory}
          />
          <div className="search-box">
            <label htmlFor={searchId} className="visually-hidden">
              Search posts
            </label>
            <SearchIcon size={20} className="search-box__icon" />
            <input
              id={searchId}
              type="search"
              className="search-box__input"
              placeholder="Search posts"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {shown.length === 0
            ? ''
            : `${shown.length} ${shown.length === 1 ? 'post' : 'posts'} shown`}
        </p>
        {shown.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title" role="status">
              {BLOG_MSG.noPostsFound}
            </p>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setCategory('All');
                setQuery('');
              }}
            >
              Clear filters
            </button>
          </div>
        ) : (
          <ul className="post-grid">
            {shown.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <aside className="blog-layout__aside columns__side" aria-labelledby="recent-posts">
        <h2 className="blog-aside__title" id="recent-posts">
          Recent posts
        </h2>
        <ol className="recent-posts">
          {RECENT.map((post) => (
            <li key={post.slug}>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </li>
          ))}
        </ol>
        <div className="blog-aside__cta">
          <p>Eat this well every day, without the cooking.</p>
          <Link to="/meal-plan" className="btn btn--primary btn--block">
            See meal plans
          </Link>
        </div>
      </aside>
    </div>
  );
}
