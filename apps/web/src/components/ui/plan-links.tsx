import { LocaleLink } from '../../i18n/locale-link';
import { useT } from '../../i18n/messages';

/**
 * A plan card's order button. Every card says 'Buy Now'; `describedBy` names the card's title, so
 * screen readers hear which plan each one buys.
 */
export function BuyNowLink({ to, describedBy }: { to: string; describedBy: string }) {
  const t = useT('chrome');
  return (
    <LocaleLink to={to} className="btn btn--primary" aria-describedby={describedBy}>
      {t('Buy Now')}
    </LocaleLink>
  );
}

/** The way from a plan or menu page to /meal-plan, where every plan sits side by side. */
export function CompareAllPlansLink() {
  const t = useT('chrome');
  return (
    <LocaleLink to="/meal-plan" className="btn btn--ghost">
      {t('Compare all plans')}
    </LocaleLink>
  );
}
