import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { type BlogPost, formatPostDate, recentPosts } from '../../../content/blog-posts';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { useLongDate } from '../../../i18n/odia-twin';
import { ContentImage } from '../../content/components/content-image';

/**
 * /blog/{slug}: image, title, author, date, content and tags (SPEC §2.9). `posts` are the blog's
 * posts in the page's language, for "Keep reading".
 */
export function PostView({ post, posts }: { post: BlogPost; posts: readonly BlogPost[] }) {
  const t = useT('blog');
  const longDate = useLongDate(formatPostDate);
  const more = recentPosts(3, posts)
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2);
  return (
    <article className="post">
      <header className="title-band">
        <div className="container post__header-inner">
          <Breadcrumb
            parent={{ to: '/blog', label: t('Blog') }}
            current={post.title}
            label={t('Breadcrumb')}
          />
          <p className="post__category">
            <span className="badge">{t(post.category)}</span>
          </p>
          <h1 className="post__title">{post.title}</h1>
          <p className="post__byline">
            {t('By')} <strong>{post.author}</strong> ·{' '}
            <time dateTime={post.date}>{longDate(post.date)}</time> ·{' '}
            {t('{minutes} min read', { minutes: post.readMinutes })}
          </p>
        </div>
      </header>
      <div className="container post__body">
        <ContentImage image={post.img} className="post__image" priority />
        <div className="prose post__content">
          <p className="post__excerpt">{post.excerpt}</p>
          {post.content.map((block) =>
            'heading' in block ? (
              <h2 key={block.heading}>{block.heading}</h2>
            ) : (
              <p key={block.text}>{block.text}</p>
            ),
          )}
          <ul className="tag-list" aria-label={t('Tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="tag">
                #{tag}
              </li>
            ))}
          </ul>
          <p>
            <LocaleLink to="/blog" className="btn btn--ghost">
              {t('Back to Blog')}
            </LocaleLink>
          </p>
        </div>
        {more.length > 0 ? (
          <section className="post__more" aria-labelledby="more-posts">
            <h2 id="more-posts">{t('Keep reading')}</h2>
            <ul>
              {more.map((other) => (
                <li key={other.slug}>
                  <LocaleLink to={`/blog/${other.slug}`}>{other.title}</LocaleLink>
                  <span>{other.excerpt}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
