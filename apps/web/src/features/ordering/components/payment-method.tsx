import type { PaymentMode } from '@fitthali/domain/plans';
import { useId } from 'react';
import { useT } from '../../../i18n/messages';

const METHODS: { value: PaymentMode; label: string; hint: string }[] = [
  { value: 'COD', label: 'Cash on Delivery (COD)', hint: 'Pay when your meals arrive' },
  { value: 'Online', label: 'Online payment', hint: 'UPI, cards or net banking' },
];

/** SPEC §2.11 payment method: COD or Online. */
export function PaymentMethod({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const t = useT('order');
  return (
    <fieldset className="option-group" disabled={disabled}>
      <legend className="option-group__legend">{t('Payment method')}</legend>
      <div className="choice-row choice-row--stack">
        {METHODS.map((method) => (
          <label key={method.value} className="choice">
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              aria-describedby={`${name}-${method.value}-hint`}
            />
            <span className="choice__body choice__body--stacked">
              <span>{t(method.label)}</span>
              <span className="choice__hint" id={`${name}-${method.value}-hint`} aria-hidden="true">
                {t(method.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
