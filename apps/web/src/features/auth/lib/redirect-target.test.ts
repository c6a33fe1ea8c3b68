import { describe, expect, it } from 'vitest';
import { loginPathFrom, redirectTarget } from './redirect-target';

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

  it('follows the address’s next path when the navigation carries no state (issue 25 point 11)', () => {
    expect(redirectTarget(null, '?next=%2Fhigh-protein-plan')).toBe('/high-protein-plan');
    expect(redirectTarget(undefined, '?next=%2Fsubscribe-confirm')).toBe('/subscribe-confirm');
    expect(redirectTarget({ from: '/profile' }, '?next=%2Fhigh-protein-plan')).toBe('/profile');
    expect(redirectTarget(null, '?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget(null, '?next=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget(null, '?next=%2Flogin')).toBe('/');
    expect(redirectTarget(null, '')).toBe('/');
  });

  it('is what the login page’s next path says, from any page but home and the sign-in pages', () => {
    const login = loginPathFrom('/subscribe-confirm?plan=high-protein');
    expect(login).toBe('/login?next=%2Fsubscribe-confirm%3Fplan%3Dhigh-protein');
    expect(redirectTarget(null, login.slice('/login'.length))).toBe(
      '/subscribe-confirm?plan=high-protein',
    );
    expect(loginPathFrom('/high-protein-plan')).toBe('/login?next=%2Fhigh-protein-plan');
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('/signup?next=%2Fx')).toBe('/login');
  });
});
