import { BLOG_MSG } from '@fitthali/domain/blog-messages';
import { NotFoundHero } from '../../components/ui/not-found-hero';
import { findBlogPost } from '../../content/blog-posts';
import { PostView } from '../../features/blog/components/post-view';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/blog-post';
import '../../features/content/content.css';
import '../../features/blog/blog.css';

export const meta: Route.MetaFunction = ({ params }) => {
  const post = findBlogPost(params.slug);
  return post
    ? pageMeta(post.title, post.excerpt)
    : pageMeta(BLOG_MSG.postNotFound, 'This post is not on the FitThali blog.');
};

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = findBlogPost(params.slug);
  if (!post) {
    return (
      <NotFoundHero title={BLOG_MSG.postNotFound} back={{ to: '/blog', label: 'Back to Blog' }}>
        <p>We could not find that post. It may have been moved or removed.</p>
      </NotFoundHero>
    );
  }
  return <PostView post={post} />;
}
