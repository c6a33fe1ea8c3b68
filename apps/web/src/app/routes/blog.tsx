import { PageHero } from '../../components/ui/page-hero';
import { BlogBrowser } from '../../features/blog/components/blog-browser';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/blog';
import '../../features/content/content.css';
import '../../features/blog/blog.css';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Blog',
    'Nutrition tips, muscle-gain advice and plant-based ideas from the FitThali nutrition team.',
  );

export default function Blog() {
  return (
    <>
      <PageHero title="FitThali Blog" eyebrow="Eat smart">
        <p>
          Practical nutrition advice from our team: balanced Indian plates, protein for training and
          plant-powered meals that keep you full.
        </p>
      </PageHero>
      <section className="section section--tight" aria-label="Blog posts">
        <div className="container">
          <BlogBrowser />
        </div>
      </section>
    </>
  );
}
