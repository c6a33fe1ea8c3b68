import { PLANS } from '@fitthali/domain/plans';
import { describe, expect, it } from 'vitest';
import { locationPopupMayOpen } from './location-popup-places';

describe('locationPopupMayOpen (issue 25 point 11)', () => {
  it('opens on pages for browsing', () => {
    for (const path of ['/', '/meal-plan', '/blog', '/recipes/1', '/about/']) {
      expect(locationPopupMayOpen(path, false)).toBe(true);
    }
  });

  it('never opens over signing in or any step of an order', () => {
    const paths = ['/login', '/signup', '/forgot-password', '/subscribe-confirm', '/payment'];
    for (const path of [...paths, ...PLANS.map((plan) => plan.path), '/high-protein-plan/']) {
      expect(locationPopupMayOpen(path, false)).toBe(false);
    }
  });

  it('follows the same rule on the Odia twins (decision 303)', () => {
    for (const plan of PLANS) expect(locationPopupMayOpen(`/or${plan.path}`, false)).toBe(false);
    expect(locationPopupMayOpen('/or/subscribe-confirm', false)).toBe(false);
    expect(locationPopupMayOpen('/or/login', false)).toBe(false);
    expect(locationPopupMayOpen('/or/', false)).toBe(true);
    expect(locationPopupMayOpen('/or/blog', false)).toBe(true);
  });

  it('never opens while an order is under way, on any page', () => {
    expect(locationPopupMayOpen('/', true)).toBe(false);
    expect(locationPopupMayOpen('/blog', true)).toBe(false);
  });
});
