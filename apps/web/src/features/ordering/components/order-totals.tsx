import { useT } from '../../../i18n/messages';
import { formatRupees } from '../../../lib/format';

type Props = {
  pricePerMeal: number;
  totalMeals: number;
  subtotal: number;
  discount: number;
  total: number;
  couponCode?: string | null;
  /** Meal credits spent and what they take off. */
  credits?: { meals: number; value: number };
  /** GST added on top when prices exclude it; with `pricesIncludeGst` unknown nothing is said. */
  gst?: number;
  pricesIncludeGst?: boolean;
};

/**
 * SPEC §2.11 totals: total meals, price per meal, total (with the coupon's discount between).
 * A polite live region, so a changed option or coupon is read out once it settles.
 */
export function OrderTotals({
  pricePerMeal,
  totalMeals,
  subtotal,
  discount,
  total,
  couponCode,
  credits,
  gst = 0,
  pricesIncludeGst,
}: Props) {
  const t = useT('order');
  return (
    <div className="order-totals" aria-live="polite" aria-atomic="true">
      <dl className="order-totals__rows">
        <div>
          <dt>{t('Total meals')}</dt>
          <dd>{totalMeals}</dd>
        </div>
        <div>
          <dt>{t('Price per meal')}</dt>
          <dd>{formatRupees(pricePerMeal)}</dd>
        </div>
        {discount > 0 ? (
          <>
            <div>
              <dt>{t('Subtotal')}</dt>
              <dd>{formatRupees(subtotal)}</dd>
            </div>
            <div className="order-totals__discount">
              <dt>{couponCode ? t('Discount ({code})', { code: couponCode }) : t('Discount')}</dt>
              <dd>−{formatRupees(discount)}</dd>
            </div>
          </>
        ) : null}
        {credits && credits.meals > 0 ? (
          <div className="order-totals__discount">
            <dt>{t('Meal credits ({count})', { count: credits.meals })}</dt>
            <dd>−{formatRupees(credits.value)}</dd>
          </div>
        ) : null}
        {gst > 0 ? (
          <div>
            <dt>{t('GST 5 %')}</dt>
            <dd>{formatRupees(gst)}</dd>
          </div>
        ) : null}
        <div className="order-totals__total">
          <dt>{t('Total')}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      {pricesIncludeGst ? <p className="order-totals__note">{t('Prices include GST.')}</p> : null}
    </div>
  );
}
