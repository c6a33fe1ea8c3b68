import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { type BlogPost, formatPostDate, recentPosts } from '../../../content/blog-posts';
import { ContentImage } from '../../content/components/content-image';

/** /blog/{slug}: image, title, author, date, content and tags (SPEC §2.9). */
export function PostView({ post }: { post: BlogPost }) {
  const more = recentPosts(3)
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2);
  return (
    <article className="post">
      <header className="title-band">
        <div className="container post__header-inner">
          <Breadcrumb parent={{ to: '/blog', label: 'Blog' }} current={post.title} />
          <p className="post__category">
            <span className="badge">{post.category}</span>
          </p>
          <h1 className="post__title">{post.title}</h1>
          <p className="post__byline">
            By <strong>{post.author}</strong> ·{' '}
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readMinutes} min
            read
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
          <ul className="tag-list" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="tag">
                #{tag}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/blog" className="btn btn--ghost">
              Back to Blog
            </Link>
          </p>
        </div>
        {more.length > 0 ? (
          <section className="post__more" aria-labelledby="more-posts">
            <h2 id="more-posts">Keep reading</h2>
            <ul>
              {more.map((other) => (
                <li key={other.slug}>
                  <Link to={`/blog/${other.slug}`}>{other.title}</Link>
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
