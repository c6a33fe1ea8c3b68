import { BLOG_MSG } from '@fitthali/domain/blog-messages';
import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { NotFoundHero } from '../../components/ui/not-found-hero';
import { BLOG_POSTS, type BlogPost, findBlogPost } from '../../content/blog-posts';
import { PostView } from '../../features/blog/components/post-view';
import { translatorFor, useT } from '../../i18n/messages';
import { odiaTwinNow, useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/blog-post';
import '../../features/content/content.css';
import '../../features/blog/blog.css';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const locale = localeOfPath(location.pathname);
  const english = findBlogPost(params.slug);
  const post =
    (locale === 'or' && english && odiaTwinNow<BlogPost>(`blog/${english.slug}`)) || english;
  const t = translatorFor(locale, 'blog');
  return post
    ? pageMeta(post.title, post.excerpt)
    : pageMeta(t(BLOG_MSG.postNotFound), t('This post is not on the FitThali blog.'));
};

export default function BlogPostPage({ params }: Route.ComponentProps) {
  useContentWords('blog');
  const t = useT('blog');
  const english = findBlogPost(params.slug);
  const posts = useOdiaTwin<readonly BlogPost[]>('blog') ?? BLOG_POSTS;
  const post = useOdiaTwin<BlogPost>(english && `blog/${english.slug}`) ?? english;
  if (!post) {
    return (
      <NotFoundHero
        title={t(BLOG_MSG.postNotFound)}
        back={{ to: '/blog', label: t('Back to Blog') }}
      >
        <p>{t('We could not find that post. It may have been moved or removed.')}</p>
      </NotFoundHero>
    );
  }
  return <PostView post={post} posts={posts} />;
}
