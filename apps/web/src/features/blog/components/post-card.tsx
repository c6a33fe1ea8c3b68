import { type BlogPost, formatPostDate } from '../../../content/blog-posts';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { useLongDate } from '../../../i18n/odia-twin';
import { ContentImage } from '../../content/components/content-image';

export function PostCard({ post }: { post: BlogPost }) {
  const t = useT('blog');
  const longDate = useLongDate(formatPostDate);
  return (
    <article className="post-card card-lift">
      <ContentImage image={post.img} className="post-card__image" alt="" />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge">{t(post.category)}</span>
          <time dateTime={post.date}>{longDate(post.date)}</time>
        </p>
        <h2 className="post-card__title">
          <LocaleLink to={`/blog/${post.slug}`} className="stretched-link">
            {post.title}
          </LocaleLink>
        </h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__author">
          {post.author} · {t('{minutes} min read', { minutes: post.readMinutes })}
        </p>
      </div>
    </article>
  );
}
