import { type Address, storedAddress } from '@fitthali/domain/address';
import { MSG } from '@fitthali/domain/messages';
import { isDeliverableAddress } from '@fitthali/domain/region';
import { addressSchema } from '@fitthali/domain/schemas/address';
import { validate } from '@fitthali/domain/schemas/first-error';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/messages';

type Props = {
  mode: 'add' | 'edit';
  initial?: Address;
  /** The detected locality the form was prefilled from: the customer adds the house and street. */
  locality?: string;
  saving: boolean;
  /** 'Failed to save address' and, when the server said why, its reason. */
  saveError: string;
  onSubmit: (fields: Address) => void;
  onCancel: () => void;
};

const BLANK = { at: '', po: '', dist: '', pin: '' };

/** The post office and district: plain required lines, between the street and the PIN. */
const LINE_FIELDS = [
  {
    name: 'po',
    label: 'PO (post office)',
    autoComplete: 'address-level3',
    placeholder: 'Bhubaneswar',
  },
  { name: 'dist', label: 'District', autoComplete: 'address-level2', placeholder: 'Khordha' },
] as const;

/** Add or edit an address: at, po, dist and pin all required (SPEC §2.11, §5), Odisha only. */
export function AddressForm({
  mode,
  initial,
  locality,
  saving,
  saveError,
  onSubmit,
  onCancel,
}: Props) {
  const headingId = useId();
  const t = useT('order');
  const [values, setValues] = useState({ ...BLANK, ...pick(initial) });
  const [error, setError] = useState('');
  const [tried, setTried] = useState(false);
  const firstRef = useRef<HTMLDivElement>(null);

  // Opening the form (or switching to another address) puts the cursor in its first field.
  useEffect(() => {
    firstRef.current?.querySelector('input')?.focus();
  }, []);

  const set = (field: keyof typeof BLANK) => (event: { target: { value: string } }) => {
    const value = field === 'pin' ? event.target.value.replace(/\s+/g, '') : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    // Coordinates only travel with an unchanged PIN, so an edited address is judged by its PIN.
    const keepCoords = initial && initial.pin === values.pin;
    const input = {
      ...values,
      lat: keepCoords ? (initial?.lat ?? null) : null,
      lng: keepCoords ? (initial?.lng ?? null) : null,
    };
    const parsed = validate(addressSchema, input);
    if (!parsed.success) {
      setError(parsed.message);
      return;
    }
    const data = parsed.data;
    if (!isDeliverableAddress({ pin: data.pin, lat: data.lat, lng: data.lng })) {
      setError(MSG.onlyOdisha);
      return;
    }
    setError('');
    onSubmit(storedAddress(data));
  };

  const message = error || saveError;
  const blank = (field: keyof typeof BLANK) => (tried && !values[field].trim() ? true : undefined);

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 className="address-form__title" id={headingId}>
        {mode === 'add' ? t('Add New Address') : t('Edit Address')}
      </h3>
      <div className="address-form__grid">
        <div ref={firstRef} className="address-form__wide">
          <TextField
            label={t('At (house, street, area)')}
            name="at"
            autoComplete="address-line1"
            placeholder={
              locality ? t('Plot 12, {locality}', { locality }) : t('Plot 12, Saheed Nagar')
            }
            hint={
              locality
                ? t('Add your house or flat number and street in {locality}.', { locality })
                : t('House or flat number and street.')
            }
            value={values.at}
            onChange={set('at')}
            aria-invalid={blank('at')}
          />
        </div>
        {LINE_FIELDS.map(({ name, label, placeholder, ...field }) => (
          <TextField
            key={name}
            {...field}
            label={t(label)}
            placeholder={t(placeholder)}
            name={name}
            value={values[name]}
            onChange={set(name)}
            aria-invalid={blank(name)}
          />
        ))}
        <TextField
          label={t('PIN code')}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="751007"
          maxLength={6}
          value={values.pin}
          onChange={set('pin')}
          aria-invalid={tried && !/^\d{6}$/.test(values.pin) ? true : undefined}
        />
      </div>
      <div role="alert" className="address-form__alert">
        {message ? <p className="inline-error">{t(message)}</p> : null}
      </div>
      <div className="address-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {saving ? t('Saving...') : mode === 'add' ? t('Save Address') : t('Update Address')}
        </button>
      </div>
    </form>
  );
}

function pick(fields: Address | undefined) {
  if (!fields) return {};
  return { at: fields.at, po: fields.po, dist: fields.dist, pin: fields.pin };
}
