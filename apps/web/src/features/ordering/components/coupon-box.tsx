import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { TagIcon } from '../../../components/ui/page-icons';
import { useT } from '../../../i18n/messages';
import { translateWithElements } from '../../../i18n/with-elements';
import { formatRupees } from '../../../lib/format';
import { type AppliedCoupon, lookupCoupon } from '../lib/coupon';

type Props = {
  applied: AppliedCoupon | null;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
  /** Set from outside when the server refused the applied code. */
  error: string;
  onErrorChange: (message: string) => void;
  disabled?: boolean;
};

/** Coupon code entry with Apply (SPEC §2.11); unknown codes say 'Invalid coupon code' (§5). */
export function CouponBox({ applied, onApply, onRemove, error, onErrorChange, disabled }: Props) {
  const id = useId();
  const t = useT('order');
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);

  // Not a <form>: the box sits inside the order form, and forms cannot nest.
  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    setChecking(true);
    const result = await lookupCoupon(code);
    setChecking(false);
    if (!result.ok) {
      onErrorChange(result.message);
      return;
    }
    onErrorChange('');
    setCode('');
    onApply(result.coupon);
  };

  return (
    <div className="coupon-box">
      <label className="option-group__legend" htmlFor={inputId}>
        {t('Coupon code')}
      </label>
      {applied ? (
        <div className="coupon-box__applied">
          <TagIcon size={18} />
          <p>
            {translateWithElements(
              t,
              '{code} applied · {amount} off',
              { code: <strong>{applied.code}</strong> },
              { amount: formatRupees(applied.amount) },
            )}
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('Remove coupon {code}', { code: applied.code })}
          >
            {t('Remove')}
          </button>
        </div>
      ) : (
        <div className="coupon-box__entry">
          <input
            id={inputId}
            className="field__input"
            value={code}
            maxLength={50}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('e.g. MEAL100')}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) onErrorChange('');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void apply(event);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
          />
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void apply()}
            disabled={disabled || checking}
          >
            {checking ? t('Checking...') : t('Apply')}
          </button>
        </div>
      )}
      <div role="alert">
        <FieldError id={errorId} error={error && t(error)} />
      </div>
    </div>
  );
}
