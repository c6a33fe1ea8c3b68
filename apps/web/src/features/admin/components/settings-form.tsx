import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** What a settings form's fields need: the form's id prefix and the error they are described by. */
export interface SettingsFields {
  ids: string;
  describedBy: string | undefined;
}

interface SettingsFormProps {
  title: string;
  intro: ReactNode;
  /** The settings as the toast, the error and the button name them: "credit settings". */
  what: string;
  /** Sends the fields and shows what the server saved; a refusal's sentence is shown as it is. */
  save: () => Promise<void>;
  children: (fields: SettingsFields) => ReactNode;
}

/** A settings card: the server validates, so the only error shown is the server's sentence. */
export function SettingsForm({ title, intro, what, save, children }: SettingsFormProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await save();
      toast.success(`${what.charAt(0).toUpperCase()}${what.slice(1)} saved.`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : `Could not save the ${what}. Try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-card settings-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 className="admin-section-title" id={`${ids}-title`}>
        {title}
      </h2>
      <p className="admin-muted">{intro}</p>
      {children({ ids, describedBy: error ? `${ids}-error` : undefined })}
      <div role="alert" aria-atomic="true" className="admin-live">
        {error ? (
          <p className="inline-error admin-form-error" id={`${ids}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <BusyButton type="submit" className="btn btn--primary" busy={busy}>
        {busy ? 'Saving...' : `Save ${what}`}
      </BusyButton>
    </form>
  );
}

interface SettingsInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  fields: SettingsFields;
  /** The input's id within the form. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

/** One required field of a settings form, described by the server's sentence when there is one. */
export function SettingsInput({
  fields,
  id,
  label,
  value,
  onChange,
  type = 'text',
  ...input
}: SettingsInputProps) {
  return (
    <div className="admin-field">
      <label htmlFor={`${fields.ids}-${id}`}>{label}</label>
      <input
        id={`${fields.ids}-${id}`}
        type={type}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-describedby={fields.describedBy}
      />
    </div>
  );
}

/** A typed whole number, or null for anything else: the server says what is wrong with it. */
export const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);
