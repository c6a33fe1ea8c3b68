import { Link } from 'react-router';

/**
 * A plan card's order button. Every card says 'Buy Now'; `describedBy` names the card's title, so
 * screen readers hear which plan each one buys.
 */
export function BuyNowLink({ to, describedBy }: { to: string; describedBy: string }) {
  return (
    <Link to={to} className="btn btn--primary" aria-describedby={describedBy}>
      Buy Now
    </Link>
  );
}

/** The way from a plan or menu page to /meal-plan, where every plan sits side by side. */
export function CompareAllPlansLink() {
  return (
    <Link to="/meal-plan" className="btn btn--ghost">
      Compare all plans
    </Link>
  );
}
