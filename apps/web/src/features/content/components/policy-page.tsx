import { PageHero } from '../../../components/ui/page-hero';
import { formatPostDate } from '../../../content/blog-posts';
import type { PolicyDocument } from '../../../content/policies';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { useLongDate } from '../../../i18n/odia-twin';
import { translateWith } from '../../../i18n/with-element';
import { useScrollToTopOnOpen } from '../hooks/use-scroll-to-top-on-open';
import '../content.css';

const RELATED = [
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/faqs', label: 'FAQs' },
] as const;

/** Terms, Privacy and Refund: the same readable layout with a table of contents. */
export function PolicyPage({ doc, path }: { doc: PolicyDocument; path: string }) {
  useScrollToTopOnOpen();
  const t = useT('policies');
  const longDate = useLongDate(formatPostDate);
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHero title={doc.title} eyebrow={t('FitThali policies')}>
        <p>{doc.intro}</p>
        <p className="policy__updated">
          {t('Last updated')} <time dateTime={doc.updated}>{longDate(doc.updated)}</time>
        </p>
      </PageHero>
      <div className="section section--tight">
        <div className="container columns policy">
          <nav className="policy__toc columns__side" aria-labelledby="policy-toc-title">
            <h2 className="policy__toc-title" id="policy-toc-title">
              {t('On this page')}
            </h2>
            <ol>
              {doc.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${anchor(index)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose policy__body">
            {doc.sections.map((section, index) => (
              <section key={section.heading} aria-labelledby={anchor(index)}>
                <h2 id={anchor(index)}>{section.heading}</h2>
                {section.paragraphs?.map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {section.points ? (
                  <ul className="bullet-list">
                    {section.points.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <aside className="policy__help" aria-label={t('Need help?')}>
              <p>
                {translateWith(
                  t,
                  'Still have a question? {contact} and a real person will reply.',
                  'contact',
                  <LocaleLink to="/contact">{t('Contact us')}</LocaleLink>,
                )}
              </p>
              <ul className="policy__related">
                {RELATED.filter((link) => link.to !== path).map((link) => (
                  <li key={link.to}>
                    <LocaleLink to={link.to}>{t(link.label)}</LocaleLink>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </div>
      </div>
    </>
  );
}
