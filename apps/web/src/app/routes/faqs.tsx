import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PageHero } from '../../components/ui/page-hero';
import { FAQS, type Faq } from '../../content/faqs';
import { FaqAccordion } from '../../features/content/components/faq-accordion';
import { useScrollToTopOnOpen } from '../../features/content/hooks/use-scroll-to-top-on-open';
import { LocaleLink } from '../../i18n/locale-link';
import { translatorFor, useT } from '../../i18n/messages';
import { useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { translateWithElements } from '../../i18n/with-elements';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/faqs';
import '../../features/content/content.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'policies');
  return pageMeta(
    t('FAQs'),
    t(
      'Answers to common questions about FitThali subscriptions, deliveries, trials, pauses and refunds.',
    ),
  );
};

export default function Faqs() {
  useContentWords('policies');
  useScrollToTopOnOpen();
  const t = useT('policies');
  const faqs = useOdiaTwin<readonly Faq[]>('faqs') ?? FAQS;
  return (
    <>
      <PageHero title={t('Frequently Asked Questions')} eyebrow={t('Help centre')}>
        <p>{t('Everything you need to know about subscribing, deliveries, trials and refunds.')}</p>
      </PageHero>
      <section className="section section--tight" aria-label={t('Questions and answers')}>
        <div className="container columns faq-layout">
          <FaqAccordion faqs={faqs} />
          <aside className="faq-help columns__side" aria-labelledby="faq-help-title">
            <h2 id="faq-help-title">{t('Still have a question?')}</h2>
            <p>{t('Our team replies within one working day, and escalations within 72 hours.')}</p>
            <LocaleLink to="/contact" className="btn btn--primary">
              {t('Contact us')}
            </LocaleLink>
            <p className="faq-help__links">
              {translateWithElements(t, 'Read our {refund} and {terms}.', {
                refund: <LocaleLink to="/refund">{t('Refund Policy')}</LocaleLink>,
                terms: <LocaleLink to="/terms">{t('Terms & Conditions')}</LocaleLink>,
              })}
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
