import { BLOG_MSG } from '@fitthali/domain/blog-messages';
import { useId, useState } from 'react';
import { SearchIcon } from '../../../components/ui/action-icons';
import {
  BLOG_CATEGORIES,
  type BlogPost,
  formatPostDate,
  recentPosts,
} from '../../../content/blog-posts';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { useLongDate } from '../../../i18n/odia-twin';
import { FilterChips } from '../../content/components/filter-chips';
import { type BlogFilter, filterPosts } from '../filter-posts';
import { PostCard } from './post-card';

const FILTERS = ['All', ...BLOG_CATEGORIES] as const;

/**
 * SPEC §2.9: category filter, keyword search, the 3 most recent posts and the empty message.
 * `posts` are in the page's language, so a search on an Odia page reads the Odia titles.
 */
export function BlogBrowser({ posts }: { posts: readonly BlogPost[] }) {
  const t = useT('blog');
  const longDate = useLongDate(formatPostDate);
  const [category, setCategory] = useState<BlogFilter>('All');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterPosts(posts, category, query);

  return (
    <div className="columns columns--stack-below-1024 blog-layout">
      <div className="blog-layout__main">
        <div className="browser-toolbar">
          <FilterChips
            label={t('Filter posts by category')}
            options={FILTERS}
            optionLabel={t}
            value={category}
            onChange={setCategory}
          />
          <div className="search-box">
            <label htmlFor={searchId} className="visually-hidden">
              {t('Search posts')}
            </label>
            <SearchIcon size={20} className="search-box__icon" />
            <input
              id={searchId}
              type="search"
              className="search-box__input"
              placeholder={t('Search posts')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {shown.length === 0
            ? ''
            : shown.length === 1
              ? t('1 post shown')
              : t('{count} posts shown', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title" role="status">
              {t(BLOG_MSG.noPostsFound)}
            </p>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setCategory('All');
                setQuery('');
              }}
            >
              {t('Clear filters')}
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
          {t('Recent posts')}
        </h2>
        <ol className="recent-posts">
          {recentPosts(3, posts).map((post) => (
            <li key={post.slug}>
              <LocaleLink to={`/blog/${post.slug}`}>{post.title}</LocaleLink>
              <time dateTime={post.date}>{longDate(post.date)}</time>
            </li>
          ))}
        </ol>
        <div className="blog-aside__cta">
          <p>{t('Eat this well every day, without the cooking.')}</p>
          <LocaleLink to="/meal-plan" className="btn btn--primary btn--block">
            {t('See meal plans')}
          </LocaleLink>
        </div>
      </aside>
    </div>
  );
}
