import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isAbortError } from './api-client';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('sends JSON to the same origin with the stored token and returns the body', async () => {
    const fetchMock = respond(200, { success: true, value: 1 });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'abc');
    const body = await apiRequest<{ value: number }>('/api/thing', {
      method: 'POST',
      body: { a: 1 },
      query: { q: 'x y' },
    });
    expect(body).toEqual({ success: true, value: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing?q=x+y');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
  });

  it('sends a file as its own bytes, with its own type', async () => {
    const fetchMock = respond(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    const photo = new Blob([Uint8Array.of(0xff, 0xd8, 0xff)], { type: 'image/jpeg' });
    await apiRequest('/api/photo', { method: 'POST', body: photo });
    await apiRequest('/api/photo', { method: 'POST', body: new Blob(['x']) });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[1].body).toBe(photo);
    expect(calls[0]?.[1].headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
    expect(calls[1]?.[1].headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
  });

  it('leaves the token out when asked or when none is stored', async () => {
    const fetchMock = respond(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/a');
    localStorage.setItem('token', 'abc');
    await apiRequest('/api/b', { session: null });
    for (const call of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(call[1].headers).not.toHaveProperty('Authorization');
    }
  });

  it('throws the server message and status of an error answer', async () => {
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'Taken.' }));
    const err = await apiRequest('/api/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 409, serverMessage: 'Taken.' });
    expect(err.message).toBe('Taken.');
  });

  it('treats a 2xx answer without success: true as a refusal', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, message: 'No.' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      kind: 'http',
      serverMessage: 'No.',
    });
  });

  it('marks an error answer without a message, and unreadable bodies', async () => {
    vi.stubGlobal('fetch', respond(500, 'oops'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: undefined,
    });
    vi.stubGlobal('fetch', respond(200, '<html>'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('reports a request that got no answer as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('lets an abort through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const err = await apiRequest('/api/x').catch((e) => e);
    expect(isAbortError(err)).toBe(true);
  });
});

describe('a request cut off by leaving the page', () => {
  it('reads as an abort, so no screen acts on it (a reload once signed the customer out)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const before = await apiRequest('/api/user/profile').catch((err: unknown) => err);
    expect(before).toBeInstanceOf(ApiError);

    window.dispatchEvent(new Event('pagehide'));
    const leaving = await apiRequest('/api/user/profile').catch((err: unknown) => err);
    expect(isAbortError(leaving)).toBe(true);

    // Back from the back/forward cache, failures are failures again.
    window.dispatchEvent(new Event('pageshow'));
    const back = await apiRequest('/api/user/profile').catch((err: unknown) => err);
    expect(back).toBeInstanceOf(ApiError);
    vi.unstubAllGlobals();
  });
});
