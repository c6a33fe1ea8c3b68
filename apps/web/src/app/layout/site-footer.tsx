import { FitThaliLogo } from '../../components/ui/fitthali-logo';
import { InstagramIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '../../components/ui/icons';
import {
  DELIVERY_APPS,
  INSTAGRAM_URL,
  LEGAL_FOOTER_HTML,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  WHATSAPP_URL,
} from '../../content/contact-details';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { LocaleLink as Link } from '../../i18n/locale-link';
import { useT } from '../../i18n/messages';

const QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/faqs', label: 'FAQs' },
] as const;

export function SiteFooter() {
  const t = useT('chrome');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={t('About FitThali')}>
          <Link to="/" aria-label={t('FitThali home')} className="site-footer__logo">
            <FitThaliLogo tone="light" />
          </Link>
          <p className="site-footer__tagline">{t('Healthy Food For Happy Life')}</p>
          <p className="site-footer__blurb">
            {t('Nutritionist-planned, chef-cooked meals delivered daily across Odisha.')}
          </p>
          <ul className="site-footer__contact">
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <PhoneIcon size={18} />
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            </li>
          </ul>
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-quick-links">
          <FooterHeading id="footer-quick-links">{t('Quick Links')}</FooterHeading>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-follow">
          <FooterHeading id="footer-follow">{t('Follow Us')}</FooterHeading>
          <ul className="social-links">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon size={20} />
                  <span>{label}</span>
                </a>
              </li>
            ))}
          </ul>
          <FooterHeading id="footer-apps" spaced>
            {t('Order on')}
          </FooterHeading>
          <ul className="app-links" aria-labelledby="footer-apps">
            {DELIVERY_APPS.map((app) => (
              <li key={app}>
                <span className="app-link" aria-disabled="true">
                  <span className="app-link__name">{app}</span>
                  <span className="app-link__note">{t('Coming soon')}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__col" aria-labelledby="footer-newsletter">
          <FooterHeading id="footer-newsletter">{t('Stay in the loop')}</FooterHeading>
          <p className="site-footer__note">{t('Weekly menus, recipes and offers. No spam.')}</p>
          <NewsletterForm />
        </section>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          {/* The year is baked in at build time; a new year may render before the next build. */}
          <p suppressHydrationWarning>
            {t('© {year} FitThali. All rights reserved.', { year: new Date().getFullYear() })}
          </p>
          <p>{t('Healthy Food For Happy Life')}</p>
        </div>
        {/* Filled by the server from admin Settings → Business; the same markup hydrates. */}
        <div
          className="container site-footer__legal"
          data-legal="footer"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escapes every value
          dangerouslySetInnerHTML={{ __html: LEGAL_FOOTER_HTML }}
        />
      </div>
    </footer>
  );
}

const SOCIAL_LINKS = [
  { href: INSTAGRAM_URL, label: 'Instagram', Icon: InstagramIcon },
  { href: WHATSAPP_URL, label: 'WhatsApp', Icon: WhatsAppIcon },
];

/** A footer column's heading; its id labels the column. */
function FooterHeading({
  id,
  spaced,
  children,
}: {
  id: string;
  spaced?: boolean;
  children: string;
}) {
  return (
    <h2
      className={
        spaced ? 'site-footer__heading site-footer__heading--spaced' : 'site-footer__heading'
      }
      id={id}
    >
      {children}
    </h2>
  );
}
