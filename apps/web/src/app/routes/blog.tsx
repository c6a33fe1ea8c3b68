import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PageHero } from '../../components/ui/page-hero';
import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import { BlogBrowser } from '../../features/blog/components/blog-browser';
import { translatorFor, useT } from '../../i18n/messages';
import { useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/blog';
import '../../features/content/content.css';
import '../../features/blog/blog.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'blog');
  return pageMeta(
    t('Blog'),
    t('Nutrition tips, muscle-gain advice and plant-based ideas from the FitThali nutrition team.'),
  );
};

export default function Blog() {
  useContentWords('blog');
  const t = useT('blog');
  const posts = useOdiaTwin<readonly BlogPost[]>('blog') ?? BLOG_POSTS;
  return (
    <>
      <PageHero title={t('FitThali Blog')} eyebrow={t('Eat smart')}>
        <p>
          {t(
            'Practical nutrition advice from our team: balanced Indian plates, protein for training and plant-powered meals that keep you full.',
          )}
        </p>
      </PageHero>
      <section className="section section--tight" aria-label={t('Blog posts')}>
        <div className="container">
          <BlogBrowser posts={posts} />
        </div>
      </section>
    </>
  );
}
