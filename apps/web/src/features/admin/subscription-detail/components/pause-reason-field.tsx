import { formatIndiaDate } from '@fitthali/domain/india-format';
import { TextField } from '../../../../components/ui/text-field';

type Props = {
  value: string;
  error: string;
  /** The customer's own first day for a pause; an earlier start needs a reason. */
  customerEarliest: string;
  onChange: (value: string) => void;
};

/** The admin's reason for a pause that starts inside the customer's cut-off (decision 68). */
export function PauseReasonField({ value, error, customerEarliest, onChange }: Props) {
  return (
    <TextField
      className="order-pause-reason"
      label="Reason (for a pause inside the cut-off)"
      hint={`The customer could pause from ${formatIndiaDate(customerEarliest)}; an earlier start needs a reason.`}
      value={value}
      error={error || undefined}
      maxLength={500}
      onValueChange={onChange}
    />
  );
}
