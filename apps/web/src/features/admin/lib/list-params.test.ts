import { describe, expect, it } from 'vitest';
import { oneOf, pageOffset, withParams } from './list-params';

describe('admin list parameters', () => {
  it('reads a page offset, treating anything odd as the first page', () => {
    expect(pageOffset(new URLSearchParams('offset=50'))).toBe(50);
    for (const odd of ['', 'offset=-50', 'offset=2.5', 'offset=abc']) {
      expect(pageOffset(new URLSearchParams(odd))).toBe(0);
    }
  });

  it('keeps a filter only when it is one of the allowed values', () => {
    const statuses = ['active', 'cancelled'] as const;
    expect(oneOf(new URLSearchParams('status=active'), 'status', statuses)).toBe('active');
    expect(oneOf(new URLSearchParams('status=gone'), 'status', statuses)).toBeUndefined();
    expect(oneOf(new URLSearchParams(''), 'status', statuses)).toBeUndefined();
  });

  it('changes some parameters and drops the empty ones', () => {
    const next = withParams(new URLSearchParams('status=active&offset=50&x=1'), {
      status: 'cancelled',
      offset: 0,
    });
    expect(next.toString()).toBe('status=cancelled&x=1');
  });
});
