import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../i18n/render-at';
import { toast } from '../../lib/toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

describe('Toaster', () => {
  it('announces each toast politely inside a labelled region', () => {
    renderAt(<Toaster />, '/');
    act(() => {
      toast.success('Login successful! 🎉');
      toast.error('Invalid coupon code');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const notes = screen.getAllByRole('status');
    expect(notes.map((n) => n.textContent)).toEqual([
      'Login successful! 🎉',
      'Invalid coupon code',
    ]);
    for (const note of notes) {
      expect(region.contains(note)).toBe(true);
      expect(note.getAttribute('aria-live')).toBe('polite');
    }
  });

  it('shows a custom icon in place of the kind badge', () => {
    renderAt(<Toaster />, '/');
    act(() => {
      toast('New order received', { icon: <svg data-testid="bell" /> });
    });
    expect(screen.getByTestId('bell')).toBeTruthy();
  });
});
