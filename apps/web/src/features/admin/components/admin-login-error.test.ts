import { MSG } from '@fitthali/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { adminLoginError } from './admin-login-form';

describe('adminLoginError (SPEC §8)', () => {
  it('prefers the server message, then Login failed, then Invalid credentials', () => {
    expect(adminLoginError(new ApiError('http', 401, 'Incorrect admin email or password.'))).toBe(
      'Incorrect admin email or password.',
    );
    expect(adminLoginError(new ApiError('http', 200))).toBe(MSG.loginFailed);
    expect(adminLoginError(new ApiError('http', 500))).toBe(MSG.invalidCredentials);
    expect(adminLoginError(new ApiError('network', 0))).toBe(MSG.invalidCredentials);
    expect(adminLoginError(new Error('boom'))).toBe(MSG.invalidCredentials);
  });
});
