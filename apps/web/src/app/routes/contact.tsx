import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { MailIcon, MapPinIcon, WhatsAppIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import {
  LEGAL_CONTACT_HTML,
  SERVICE_AREA,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  WHATSAPP_NUMBER,
  WHATSAPP_URL,
} from '../../content/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ClockIcon } from '../../features/content/components/content-icons';
import { useScrollToTopOnOpen } from '../../features/content/hooks/use-scroll-to-top-on-open';
import { translatorFor, useT } from '../../i18n/messages';
import { useContentWords } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/contact';
import '../../features/content/content.css';
import '../../features/contact/contact.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'company');
  return pageMeta(
    t('Contact Us'),
    t(
      'Get in touch with FitThali about meal plans, deliveries or your subscription: send a message, email or WhatsApp us.',
    ),
  );
};

export default function Contact() {
  useContentWords('company');
  useScrollToTopOnOpen();
  const t = useT('company');
  return (
    <>
      <PageHero title={t('Contact Us')} eyebrow={t('We are here to help')}>
        <p>
          {t(
            'Questions about a plan, a delivery or your subscription? Send us a message below, write to us or message us on WhatsApp and we will get back to you.',
          )}
        </p>
      </PageHero>
      <section className="section section--tight">
        <div className="container columns contact-layout">
          <ContactForm />
          <ul className="contact-list" aria-label={t('Other ways to reach us')}>
            <li className="contact-card">
              <MailIcon size={28} className="contact-card__icon" />
              <h2 className="contact-card__title">{t('Email')}</h2>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li className="contact-card">
              <WhatsAppIcon size={28} className="contact-card__icon" />
              <h2 className="contact-card__title">WhatsApp</h2>
              <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
                {WHATSAPP_NUMBER}
              </a>
            </li>
            <li className="contact-card">
              <ClockIcon size={28} className="contact-card__icon" />
              <h2 className="contact-card__title">{t('Hours')}</h2>
              <p>{t(SUPPORT_HOURS)}</p>
            </li>
            <li className="contact-card">
              <MapPinIcon size={28} className="contact-card__icon" />
              <h2 className="contact-card__title">{t('We deliver in')}</h2>
              <p>{t(SERVICE_AREA)}</p>
            </li>
          </ul>
        </div>
        {/* Filled by the server from admin Settings → Business; the same markup hydrates. */}
        <div
          className="container legal-details"
          data-legal="contact"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escapes every value
          dangerouslySetInnerHTML={{ __html: LEGAL_CONTACT_HTML }}
        />
      </section>
    </>
  );
}
