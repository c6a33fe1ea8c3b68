import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { FirstVisitLocationPopup } from '../../features/location/components/first-visit-location-popup';
import { hasDraft } from '../../features/ordering/lib/order-draft-key';
import { useT } from '../../i18n/messages';
import { locationPopupMayOpen } from './location-popup-places';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { showsChatButton, WhatsAppButton } from './whatsapp-button';

/** The admin area and the 404 page stand alone, without the storefront's header and footer. */
function hidesStorefrontChrome(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path.startsWith('/admin') || path === '/404' || path === '/or/404';
}

export function SiteShell() {
  const { pathname } = useLocation();
  const t = useT('chrome');
  const showChrome = !hidesStorefrontChrome(pathname);
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      {showChrome ? <SiteHeader /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {showChrome ? <SiteFooter /> : null}
      {showChrome && showsChatButton(pathname) ? (
        <aside aria-label={t('Chat with us')}>
          <WhatsAppButton />
        </aside>
      ) : null}
      {showChrome ? (
        <FirstVisitLocationPopup allowed={locationPopupMayOpen(pathname, hasDraft())} />
      ) : null}
      <Toaster />
    </>
  );
}
