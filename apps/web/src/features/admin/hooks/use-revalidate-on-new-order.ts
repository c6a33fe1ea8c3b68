import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useAdminLive } from './admin-live-context';

/**
 * Loads the route's data again whenever the alarm hears of a new order, so the figures and the
 * first page of a list follow the orders as they come in. `enabled` false (a later page) waits.
 */
export function useRevalidateOnNewOrder(enabled = true): void {
  const { newOrderCount } = useAdminLive();
  const { revalidate } = useRevalidator();
  const seen = useRef(newOrderCount);
  useEffect(() => {
    if (newOrderCount === seen.current) return;
    seen.current = newOrderCount;
    if (enabled) void revalidate();
  }, [newOrderCount, enabled, revalidate]);
}
