import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../lib/api-client';

export type AdminResource<T> = {
  data: T | undefined;
  loading: boolean;
  /** Set when the last load failed; the screen decides whether to say so (SPEC §8). */
  error: unknown;
  reload: () => void;
  /** Local edits after a successful write (e.g. a cancelled row), without a refetch. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
};

/**
 * Loads one admin resource and reloads it when `deps` change. A newer load aborts the older one,
 * so a slow first page can never overwrite the second. Failures are logged (SPEC §8: admin loads
 * fail silently to the console) and kept in `error` for screens that offer a retry.
 */
export function useAdminResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  label: string,
): AdminResource<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's inputs; attempt forces a reload.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setDataState(value);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAbortError(err)) return;
        console.error(`${label} failed to load`, err);
        setError(err);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) => setDataState(update),
    [],
  );
  return { data, loading, error, reload, setData };
}
