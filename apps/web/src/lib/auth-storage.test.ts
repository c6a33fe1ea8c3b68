import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHANGED_EVENT,
  clearAllExceptLocation,
  notifyAuthChanged,
  readStoredUser,
  readToken,
} from './auth-storage';
import { LOCATION_KEYS } from './storage-keys';

afterEach(() => {
  localStorage.clear();
});

describe('readStoredUser', () => {
  it('reads name, phone and email saved at login', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ name: 'Asha', phone: '9876543210', email: 'asha@example.com', id: 7 }),
    );
    expect(readStoredUser()).toEqual({
      name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.com',
    });
  });

  it('leaves out blank or non-text fields', () => {
    localStorage.setItem('user', JSON.stringify({ name: '  ', phone: 9876543210 }));
    expect(readStoredUser()).toEqual({ name: undefined, phone: undefined, email: undefined });
  });

  it('returns null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('returns null for unreadable JSON or a value that is not an object', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', 'undefined');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', '"Asha"');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', '[1,2]');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', 'null');
    expect(readStoredUser()).toBeNull();
  });
});

describe('readToken', () => {
  it('returns the token or null', () => {
    expect(readToken()).toBeNull();
    localStorage.setItem('token', '');
    expect(readToken()).toBeNull();
    localStorage.setItem('token', 'abc');
    expect(readToken()).toBe('abc');
  });
});

describe('clearAllExceptLocation', () => {
  it('keeps every location item and removes the rest', () => {
    for (const key of LOCATION_KEYS) localStorage.setItem(key, `${key}-value`);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{}');
    localStorage.setItem('justLoggedIn', 'true');
    localStorage.setItem('adminToken', 'admin');
    localStorage.setItem('something-else', 'x');

    clearAllExceptLocation();

    expect(localStorage.length).toBe(LOCATION_KEYS.length);
    for (const key of LOCATION_KEYS) expect(localStorage.getItem(key)).toBe(`${key}-value`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('does not invent location items that were never saved', () => {
    localStorage.setItem('city', 'Bhubaneswar');
    localStorage.setItem('token', 'abc');
    clearAllExceptLocation();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('city')).toBe('Bhubaneswar');
  });
});

describe('notifyAuthChanged', () => {
  it('dispatches the auth-changed event on window', () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_CHANGED_EVENT, listener);
    notifyAuthChanged();
    window.removeEventListener(AUTH_CHANGED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
