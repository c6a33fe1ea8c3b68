import { Link } from 'react-router';
import { type BlogPost, formatPostDate } from '../../../content/blog-posts';
import { ContentImage } from '../../content/components/content-image';

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="post-card card-lift">
      <ContentImage image={post.img} className="post-card__image" alt="" />
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="badge">{post.category}</span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
        <h2 className="post-card__title">
          <Link to={`/blog/${post.slug}`} className="stretched-link">
            {post.title}
          </Link>
        </h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__author">
          {post.author} · {post.readMinutes} min read
        </p>
      </div>
    </article>
  );
}
