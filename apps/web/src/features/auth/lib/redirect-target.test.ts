import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('defaults to the home page', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget({})).toBe('/');
    expect(redirectTarget({ from: 42 })).toBe('/');
  });

  it('follows a path or a location object', () => {
    expect(redirectTarget({ from: '/high-protein-plan' })).toBe('/high-protein-plan');
    expect(
      redirectTarget({ from: { pathname: '/profile', search: '?tab=1', hash: '#subs' } }),
    ).toBe('/profile?tab=1#subs');
  });

  it('never leaves the site or loops back to login or signup', () => {
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.example' })).toBe('/');
    expect(redirectTarget({ from: '/login?x=1' })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/signup' } })).toBe('/');
  });
});
