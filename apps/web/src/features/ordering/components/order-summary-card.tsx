import type { PaymentMode } from '@fitthali/domain/plans';
import { type ReactNode, useId } from 'react';
import { useT } from '../../../i18n/messages';
import type { AppliedCoupon } from '../lib/coupon';
import type { OrderPreview } from '../lib/order-preview';
import { CouponBox } from './coupon-box';
import { OrderTotals } from './order-totals';
import { PaymentMethod } from './payment-method';

type Props = {
  preview: OrderPreview;
  coupon: AppliedCoupon | null;
  onCouponChange: (coupon: AppliedCoupon | null) => void;
  couponError: string;
  onCouponErrorChange: (message: string) => void;
  paymentMode: PaymentMode;
  onPaymentModeChange: (mode: PaymentMode) => void;
  disabled: boolean;
  /** The meal credits' control, when the customer holds credits. */
  credits?: ReactNode;
  /** The checkout bar, which belongs to the summary but is fixed to the bottom of the screen. */
  children: ReactNode;
};

/** The side of /subscribe-confirm (SPEC §2.11): coupon, payment method and totals. */
export function OrderSummaryCard({
  preview,
  coupon,
  onCouponChange,
  couponError,
  onCouponErrorChange,
  paymentMode,
  onPaymentModeChange,
  disabled,
  credits,
  children,
}: Props) {
  const ids = useId();
  const t = useT('order');
  return (
    <aside className="confirm-side columns__side" aria-labelledby={`${ids}-summary`}>
      <section className="order-card order-summary">
        <h2 className="order-card__title" id={`${ids}-summary`}>
          {t('Order summary')}
        </h2>
        <CouponBox
          applied={coupon}
          onApply={onCouponChange}
          onRemove={() => onCouponChange(null)}
          error={couponError}
          onErrorChange={onCouponErrorChange}
          disabled={disabled}
        />
        {credits}
        <PaymentMethod value={paymentMode} onChange={onPaymentModeChange} disabled={disabled} />
        <OrderTotals
          pricePerMeal={preview.pricePerMeal}
          totalMeals={preview.totalMeals}
          subtotal={preview.subtotal}
          discount={preview.discount}
          total={preview.total}
          couponCode={coupon?.code}
          credits={preview.credits}
          gst={preview.gst}
          pricesIncludeGst={preview.pricesIncludeGst}
        />
      </section>
      {children}
    </aside>
  );
}
