import { MSG } from '@fitthali/domain/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { saveAdminToken } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api-client';
import { adminLogin } from '../api/admin-login';
import '../admin-login.css';

/**
 * SPEC §8: the server's message; else 'Login failed' when it answered 2xx without success; else
 * 'Invalid credentials' when the request failed (an error status, no answer, or not JSON).
 */
export function adminLoginError(err: unknown): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  if (err instanceof ApiError && err.kind === 'http' && err.status >= 200 && err.status < 300) {
    return MSG.loginFailed;
  }
  return MSG.invalidCredentials;
}

/** Admin Login (SPEC §2.15): on success the token is stored and the dashboard opens. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(MSG.fillAllFields);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await adminLogin({ email: email.trim(), password });
      saveAdminToken(answer.token);
      navigate('/admin-dashboard');
    } catch (err) {
      setError(adminLoginError(err));
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit}>
      {/* The red box sits above the fields (SPEC §2.15); the live region is always present. */}
      <div role="alert" aria-atomic="true" className="admin-login-alert-region">
        {error ? <p className="admin-login-alert">{error}</p> : null}
      </div>
      <TextField
        label="Admin Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onValueChange={setEmail}
      />
      <PasswordField
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {busy ? MSG.loggingIn : 'Login'}
      </button>
    </form>
  );
}
