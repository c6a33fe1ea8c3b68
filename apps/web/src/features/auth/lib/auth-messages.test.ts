import { MSG } from '@fitthali/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loginErrorMessage, signupErrorMessage } from './auth-messages';

describe('loginErrorMessage (SPEC §8)', () => {
  it('shows the server message, else Login failed, else the network text', () => {
    expect(loginErrorMessage(new ApiError('http', 401, MSG.wrongCredentials))).toBe(
      MSG.wrongCredentials,
    );
    expect(loginErrorMessage(new ApiError('http', 500))).toBe(MSG.loginFailed);
    expect(loginErrorMessage(new ApiError('network', 0))).toBe(MSG.loginError);
    expect(loginErrorMessage(new ApiError('parse', 200))).toBe(MSG.loginError);
    expect(loginErrorMessage(new Error('no token'))).toBe(MSG.loginError);
  });
});

describe('signupErrorMessage (SPEC §8)', () => {
  it('shows the server message, else Signup failed, else the server-error text', () => {
    expect(signupErrorMessage(new ApiError('http', 409, MSG.phoneTaken))).toBe(MSG.phoneTaken);
    expect(signupErrorMessage(new ApiError('http', 502))).toBe(MSG.signupFailed);
    expect(signupErrorMessage(new ApiError('network', 0))).toBe(MSG.signupServerError);
  });
});
