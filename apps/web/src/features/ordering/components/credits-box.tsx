import { useId } from 'react';
import { useT } from '../../../i18n/messages';
import { formatRupees } from '../../../lib/format';

type Props = {
  /** Meal credits the customer holds, and what they are worth. */
  balance: number;
  balanceValue: number;
  /** How many this order can use (the domain rule's upper bound). */
  most: number;
  value: number;
  onChange: (credits: number) => void;
  /** What the chosen credits take off, as the preview computed it. */
  applied: { meals: number; value: number } | undefined;
  disabled?: boolean;
};

/**
 * "Use N meal credits" on /subscribe-confirm (issue 14 point 4). Shown only to a customer holding
 * credits; the total below follows the choice, and the server decides again when the order is placed.
 */
export function CreditsBox({
  balance,
  balanceValue,
  most,
  value,
  onChange,
  applied,
  disabled,
}: Props) {
  const id = useId();
  const t = useT('order');
  const inputId = `${id}-credits`;
  const hintId = `${id}-hint`;
  return (
    <div className="credits-box">
      <label className="option-group__legend" htmlFor={inputId}>
        {t('Meal credits to use')}
      </label>
      <p className="credits-box__have" id={hintId}>
        {t(
          balance === 1
            ? most < balance
              ? 'You have {balance} meal credit worth {value}; this order can use up to {most}.'
              : 'You have {balance} meal credit worth {value}.'
            : most < balance
              ? 'You have {balance} meal credits worth {value}; this order can use up to {most}.'
              : 'You have {balance} meal credits worth {value}.',
          { balance, value: formatRupees(balanceValue), most },
        )}
      </p>
      <div className="credits-box__entry">
        <input
          id={inputId}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={most}
          step={1}
          value={value}
          disabled={disabled || most === 0}
          aria-describedby={hintId}
          onChange={(event) => {
            const n = Math.floor(Number(event.target.value));
            onChange(Number.isFinite(n) ? Math.max(0, Math.min(most, n)) : 0);
          }}
        />
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => onChange(most)}
          disabled={disabled || most === 0 || value === most}
        >
          {t('Use {most}', { most })}
        </button>
      </div>
      {applied && applied.meals > 0 ? (
        <p className="credits-box__applied">
          {t(
            applied.meals === 1
              ? '{count} credit take {value} off'
              : '{count} credits take {value} off',
            {
              count: applied.meals,
              value: formatRupees(applied.value),
            },
          )}
        </p>
      ) : null}
    </div>
  );
}
