import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import {
  type ContactKind,
  changeNameBody,
  changePasswordBody,
  contactChangeBody,
  contactConfirmBody,
} from '@fitthali/domain/schemas/account';
import { validate } from '@fitthali/domain/schemas/first-error';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/messages';
import { readStoredUser, readToken, type StoredUser } from '../../../lib/auth-storage';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../auth/components/form-alert';
import { askContactChange, changeName, changePassword, confirmContactChange } from '../api/account';
import {
  CodeField,
  CurrentPasswordField,
  NewPasswordField,
  useAccountForm,
} from './account-fields';
import '../account.css';

type Account = { name?: string | null; email?: string | null; phone?: string | null };

/** This browser keeps its session with the fresh token a change answers (the others end). */
function keepSession(token: string, user: StoredUser | null = readStoredUser()) {
  saveSession(token, user ?? {});
}

/** One form of the section: its heading names it, its error shows above its fields. */
function AccountForm({
  title,
  onSubmit,
  form,
  submitLabel,
  children,
  after,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  form: { busy: boolean; error: string };
  submitLabel: string;
  children: ReactNode;
  /** Shown after the submit button (a way to start over). */
  after?: ReactNode;
}) {
  const id = useId();
  const t = useT('account');
  return (
    <form
      className="form-stack"
      aria-labelledby={id}
      onSubmit={onSubmit}
      noValidate
      aria-busy={form.busy}
    >
      <h3 id={id}>{title}</h3>
      <FormAlert message={t(form.error)} />
      {children}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {submitLabel}
      </button>
      {after}
    </form>
  );
}

function NameForm({ account }: { account: Account }) {
  const revalidator = useRevalidator();
  const t = useT('account');
  const form = useAccountForm();
  const [name, setName] = useState(account.name ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(changeNameBody, { name });
    if (!parsed.success) return form.setError(parsed.message);
    void form.run(async () => {
      const answer = await changeName(parsed.data);
      const token = readToken();
      if (token) saveSession(token, { ...readStoredUser(), ...answer.user });
      toast.success(answer.message ?? t(ACCOUNT_MSG.nameChanged));
      await revalidator.revalidate();
    });
  };
  return (
    <AccountForm title={t('Your name')} onSubmit={submit} form={form} submitLabel={t('Save name')}>
      <TextField
        label={t('Name')}
        name="name"
        autoComplete="name"
        value={name}
        onValueChange={setName}
      />
    </AccountForm>
  );
}

function PasswordForm() {
  const t = useT('account');
  const form = useAccountForm();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const reveal = { show: t('Show password'), hide: t('Hide password') };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(changePasswordBody, { currentPassword, newPassword });
    if (!parsed.success) return form.setError(parsed.message);
    void form.run(async () => {
      const answer = await changePassword(parsed.data);
      keepSession(answer.token);
      setCurrent('');
      setNew('');
      toast.success(answer.message ?? t(ACCOUNT_MSG.passwordChanged));
    });
  };
  return (
    <AccountForm
      title={t('Change password')}
      onSubmit={submit}
      form={form}
      submitLabel={t('Change password')}
    >
      <CurrentPasswordField
        label={t('Current password')}
        value={currentPassword}
        onChange={setCurrent}
        reveal={reveal}
      />
      <NewPasswordField
        name="newPassword"
        value={newPassword}
        onChange={setNew}
        label={t('New password')}
        reveal={reveal}
      />
    </AccountForm>
  );
}

const CONTACT_LABEL: Record<ContactKind, string> = {
  email: 'New email',
  phone: 'New phone number',
};

function ContactForm() {
  const revalidator = useRevalidator();
  const t = useT('account');
  const form = useAccountForm();
  const [kind, setKind] = useState<ContactKind>('email');
  const [value, setValue] = useState('');
  const [currentPassword, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState('');

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(contactChangeBody, { [kind]: value, currentPassword });
    if (!parsed.success) return form.setError(parsed.message);
    void form.run(async () => {
      const answer = await askContactChange(parsed.data);
      setSent(answer.message ?? '');
      setCurrent('');
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(contactConfirmBody, { kind, code });
    if (!parsed.success) return form.setError(parsed.message);
    void form.run(async () => {
      const answer = await confirmContactChange(parsed.data);
      keepSession(answer.token, answer.user);
      toast.success(answer.message ?? t(ACCOUNT_MSG.emailChanged));
      setSent('');
      setValue('');
      setCode('');
      await revalidator.revalidate();
    });
  };

  if (sent) {
    return (
      <AccountForm
        title={t('Email or phone')}
        onSubmit={confirm}
        form={form}
        submitLabel={t('Confirm change')}
        after={
          <button
            type="button"
            className="btn btn--ghost"
            disabled={form.busy}
            onClick={() => {
              setSent('');
              setCode('');
            }}
          >
            {t('Start again')}
          </button>
        }
      >
        <FormAlert message={sent} tone="success" />
        <CodeField value={code} onChange={setCode} label={t('6-digit code')} />
      </AccountForm>
    );
  }

  return (
    <AccountForm
      title={t('Email or phone')}
      onSubmit={ask}
      form={form}
      submitLabel={t('Send code')}
    >
      <div className="field">
        <label className="field__label" htmlFor="contact-kind">
          {t('Change my')}
        </label>
        <select
          id="contact-kind"
          className="field__input"
          value={kind}
          onChange={(event) => setKind(event.target.value as ContactKind)}
        >
          <option value="email">{t('Email')}</option>
          <option value="phone">{t('Phone number')}</option>
        </select>
      </div>
      <TextField
        label={t(CONTACT_LABEL[kind])}
        name={kind}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel-national'}
        value={value}
        onValueChange={setValue}
      />
      <CurrentPasswordField
        label={t('Your password')}
        value={currentPassword}
        onChange={setCurrent}
        reveal={{ show: t('Show password'), hide: t('Hide password') }}
      />
    </AccountForm>
  );
}

/**
 * The profile's account details (issue 15 point 3): the name changes at once; a new password
 * needs the current one; a new email or phone needs the password and a code sent to it. Every
 * change but the name signs out every other device.
 */
export function AccountSection({ account }: { account: Account }) {
  const t = useT('account');
  return (
    <TitledSection
      className="profile-section"
      titleClassName="profile-section__title"
      title={t('Account details')}
    >
      <div className="account-forms">
        <NameForm account={account} />
        <PasswordForm />
        <ContactForm />
      </div>
    </TitledSection>
  );
}
