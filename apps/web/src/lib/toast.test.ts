import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, pauseToasts, resumeToasts, subscribeToasts, toast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resumeToasts();
  toast.dismiss();
  vi.useRealTimers();
});

const messages = () => currentToasts().map((t) => t.message);

describe('toast', () => {
  it('shows success for 2 s and errors for 4 s', () => {
    toast.success('Saved');
    toast.error('Failed');
    expect(currentToasts().map((t) => t.kind)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['Failed']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('replaces a toast with the same id instead of stacking it', () => {
    toast.error('Bad session', { id: 'session' });
    toast.error('Bad session', { id: 'session' });
    expect(messages()).toEqual(['Bad session']);
  });

  it('keeps an endless toast until it is dismissed by id', () => {
    const id = toast('New order', { duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(60 * 60_000);
    expect(messages()).toEqual(['New order']);
    toast.dismiss(id);
    expect(messages()).toEqual([]);
  });

  it('stops the clock while hovered and resumes with the time left', () => {
    toast.success('Address saved', { duration: 3000 });
    vi.advanceTimersByTime(1000);
    pauseToasts();
    vi.advanceTimersByTime(10_000);
    expect(messages()).toEqual(['Address saved']);
    resumeToasts();
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['Address saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('shows at most five at once, dropping the oldest', () => {
    for (let i = 1; i <= 7; i += 1) toast(`Notice ${i}`);
    expect(messages()).toEqual(['Notice 3', 'Notice 4', 'Notice 5', 'Notice 6', 'Notice 7']);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast('One');
    toast.dismiss();
    unsubscribe();
    toast('Two');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
