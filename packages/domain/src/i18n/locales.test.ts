import { describe, expect, it } from 'vitest';
import { localeOfPath, negotiateLocale, pathInLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it('speaks English when nothing or nothing we speak is asked for', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('hi-IN,hi;q=0.9')).toBe('en');
    expect(negotiateLocale('x'.repeat(600))).toBe('en');
  });

  it('takes the highest-weighted language we speak', () => {
    expect(negotiateLocale('or')).toBe('or');
    expect(negotiateLocale('or-IN,en;q=0.8')).toBe('or');
    expect(negotiateLocale('hi;q=1, en;q=0.5, or;q=0.9')).toBe('or');
    expect(negotiateLocale('OR-in')).toBe('or');
    expect(negotiateLocale('or;q=0, en')).toBe('en');
  });
});

describe('paths', () => {
  it('reads the language from the prefix', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/or/')).toBe('or');
    expect(localeOfPath('/or')).toBe('or');
    expect(localeOfPath('/orders')).toBe('en');
    expect(localeOfPath('/or/high-protein-plan')).toBe('or');
  });

  it('maps a page to its twin', () => {
    expect(pathInLocale('/', 'or')).toBe('/or/');
    expect(pathInLocale('/high-protein-plan', 'or')).toBe('/or/high-protein-plan');
    expect(pathInLocale('/or/high-protein-plan', 'en')).toBe('/high-protein-plan');
    expect(pathInLocale('/or/', 'en')).toBe('/');
    expect(pathInLocale('/or/', 'or')).toBe('/or/');
    expect(pathInLocale('/orders', 'en')).toBe('/orders');
  });
});
