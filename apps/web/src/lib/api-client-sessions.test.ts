import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_ENDED, adminSession } from './admin-session';
import { ApiError, apiFetch, apiRequest } from './api-client';
import { AUTH_CHANGED_EVENT } from './auth-storage';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin session', () => {
  it('sends the admin token and returns the successful body', async () => {
    localStorage.setItem('adminToken', 'tok');
    localStorage.setItem('token', 'customer');
    const fetchMock = answer(200, { success: true, totalOrders: 3 });
    vi.stubGlobal('fetch', fetchMock);
    const body = await apiRequest<{ totalOrders: number }>('/api/admin/dashboard', {
      session: adminSession,
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
    await expect(apiRequest('/api/admin/users', { session: adminSession })).rejects.toMatchObject({
      status,
      serverMessage: 'No',
    });
    window.removeEventListener(ADMIN_SESSION_ENDED, ended);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('ends the session without asking when no admin token is stored', async () => {
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    const ended = vi.fn();
    window.addEventListener(ADMIN_SESSION_ENDED, ended);
    await expect(apiFetch('/api/admin/users', { session: adminSession })).rejects.toBeInstanceOf(
      ApiError,
    );
    window.removeEventListener(ADMIN_SESSION_ENDED, ended);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors and carries the server message', async () => {
    localStorage.setItem('adminToken', 'tok');
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Already cancelled.' }));
    await expect(
      apiRequest('/api/admin/cancel-subscription/x', { session: adminSession }),
    ).rejects.toMatchObject({ status: 409, serverMessage: 'Already cancelled.' });
    expect(localStorage.getItem('adminToken')).toBe('tok');
  });
});

describe('customer session', () => {
  it('signs the customer out in this browser when the server refuses the token', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('user', '{"name":"Asha"}');
    localStorage.setItem('user-location', 'Cuttack');
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Please log in.' }));
    const changed = vi.fn();
    window.addEventListener(AUTH_CHANGED_EVENT, changed);
    await expect(apiRequest('/api/user/profile')).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Please log in.',
    });
    window.removeEventListener(AUTH_CHANGED_EVENT, changed);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user-location')).toBe('Cuttack');
    expect(changed).toHaveBeenCalled();
  });

  it('leaves storage alone for a 401 to a request that carried no token (a wrong password)', async () => {
    localStorage.setItem('user-location', 'Cuttack');
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid credentials' }));
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: {}, session: null }),
    ).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('user-location')).toBe('Cuttack');
  });

  it('sends no token for a public request, even when signed in', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/plans', { session: null, cache: 'no-cache' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.cache).toBe('no-cache');
  });
});
