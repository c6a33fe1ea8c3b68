import { useRef } from 'react';
import { useLocation } from 'react-router';
import { WhatsAppIcon } from '../../components/ui/icons';
import { WHATSAPP_URL } from '../../content/contact-details';
import { useT } from '../../i18n/messages';
import { useStepAside } from './use-step-aside';

/**
 * Checkout and account forms keep the customer's attention on one action (and /subscribe-confirm
 * has its own bar at the bottom), so the chat button stays off them; the footer still links
 * WhatsApp. The admin area and the 404 page have no storefront chrome at all (site-shell.tsx).
 */
const WITHOUT_CHAT_BUTTON = new Set(['/subscribe-confirm', '/payment', '/login', '/signup']);

export function showsChatButton(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !WITHOUT_CHAT_BUTTON.has(path);
}

/**
 * A round icon button fixed in the bottom corner. On wide screens it sits in the margin beside the
 * content; elsewhere it fades out while a button or form control is beneath it.
 */
export function WhatsAppButton() {
  const { pathname } = useLocation();
  const t = useT('chrome');
  const ref = useRef<HTMLAnchorElement>(null);
  const steppedAside = useStepAside(ref, pathname);
  return (
    <a
      ref={ref}
      className="whatsapp-fab"
      href={WHATSAPP_URL}
      target="_blank"
      rel="noopener noreferrer"
      data-stepped-aside={steppedAside || undefined}
    >
      <WhatsAppIcon size={26} />
      <span className="visually-hidden">{t('Chat on WhatsApp')}</span>
    </a>
  );
}
