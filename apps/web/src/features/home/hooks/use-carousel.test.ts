import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, useCarousel } from './use-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCarousel', () => {
  it('advances every 5 s and wraps round after the last position', () => {
    const { result } = renderHook(() => useCarousel({ count: 5, perView: 3 }));
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(result.current.positions).toBe(3);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('restarts the full interval after a manual move', () => {
    const { result } = renderHook(() => useCarousel({ count: 6, perView: 1 }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(2);
    act(() => result.current.prev());
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(5);
  });

  it('stands still while hovered or stopped by its button', () => {
    const { result } = renderHook(() => useCarousel({ count: 2 }));
    act(() => result.current.pauseHandlers.onMouseEnter());
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.pauseHandlers.onMouseLeave());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
    act(() => result.current.toggleStopped());
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(1);
    expect(result.current.stopped).toBe(true);
  });

  it('keeps the position in range when fewer positions fit', () => {
    const { result, rerender } = renderHook(({ perView }) => useCarousel({ count: 6, perView }), {
      initialProps: { perView: 1 },
    });
    act(() => result.current.goTo(5));
    rerender({ perView: 3 });
    expect(result.current.index).toBe(3);
  });
});
