import { MSG } from '@fitthali/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { adminLoginError } from '../components/admin-login-form';
import { ADMIN_SESSION_ENDED, adminRequest } from './admin-request';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('adminRequest', () => {
  it('sends the admin token and returns the successful body', async () => {
    localStorage.setItem('adminToken', 'tok');
    const fetchMock = answer(200, { success: true, totalOrders: 3 });
    vi.stubGlobal('fetch', fetchMock);
    const body = await adminRequest<{ totalOrders: number }>('/api/admin/dashboard', {
      query: { status: 'active', limit: 50, offset: undefined },
    });
    expect(body.totalOrders).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/dashboard?status=active&limit=50');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it.each([401, 403])('ends the admin session on %i', async (status) => {
    localStorage.setItem('adminToken', 'tok');
    vi.stubGlobal('fetch', answer(status, { success: false, message: 'No' }));
    const ended = vi.fn();
    window.addEventListener(ADMIN_SESSION_ENDED, ended);
    await expect(adminRequest('/api/admin/users')).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(ADMIN_SESSION_ENDED, ended);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the session on other errors and carries the server message', async () => {
    localStorage.setItem('adminToken', 'tok');
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Already cancelled.' }));
    await expect(adminRequest('/api/admin/cancel-subscription/x')).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Already cancelled.',
    });
    expect(localStorage.getItem('adminToken')).toBe('tok');
  });
});

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
