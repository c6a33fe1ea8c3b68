import { MSG } from '@fitthali/domain/messages';
import { ApiError } from '../../../lib/api-client';

/** SPEC §8 login failure: the server's message, else 'Login failed'; no answer at all: try again. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.kind === 'http') return err.serverMessage ?? MSG.loginFailed;
  return MSG.loginError;
}

/** SPEC §8 signup failure: the server's message, else 'Signup failed'; no answer: server error. */
export function signupErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.kind === 'http') return err.serverMessage ?? MSG.signupFailed;
  return MSG.signupServerError;
}
