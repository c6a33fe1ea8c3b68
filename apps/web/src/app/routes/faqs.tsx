import { Link } from 'react-router';
import { PageHero } from '../../components/ui/page-hero';
import { FAQS } from '../../content/faqs';
import { FaqAccordion } from '../../features/content/components/faq-accordion';
import { useScrollToTopOnOpen } from '../../features/content/hooks/use-scroll-to-top-on-open';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/faqs';
import '../../features/content/content.css';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'FAQs',
    'Answers to common questions about FitThali subscriptions, deliveries, trials, pauses and refunds.',
  );

export default function Faqs() {
  useScrollToTopOnOpen();
  return (
    <>
      <PageHero title="Frequently Asked Questions" eyebrow="Help centre">
        <p>Everything you need to know about subscribing, deliveries, trials and refunds.</p>
      </PageHero>
      <section className="section section--tight" aria-label="Questions and answers">
        <div className="container columns faq-layout">
          <FaqAccordion faqs={FAQS} />
          <aside className="faq-help columns__side" aria-labelledby="faq-help-title">
            <h2 id="faq-help-title">Still have a question?</h2>
            <p>Our team replies within one working day, and escalations within 72 hours.</p>
            <Link to="/contact" className="btn btn--primary">
              Contact us
            </Link>
            <p className="faq-help__links">
              Read our <Link to="/refund">Refund Policy</Link> and{' '}
              <Link to="/terms">Terms &amp; Conditions</Link>.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
