import { TextField } from '../../../../components/ui/text-field';

type Props = {
  value: string;
  error: string;
  onChange: (value: string) => void;
};

/** The admin's reason for an address change on a day past the customer's cut-off (decision 68). */
export function AddressReasonField({ value, error, onChange }: Props) {
  return (
    <TextField
      className="order-address-reason"
      label="Reason (for a day past the cut-off)"
      hint="Needed only for a day the customer can no longer change."
      value={value}
      error={error || undefined}
      maxLength={500}
      onValueChange={onChange}
    />
  );
}
