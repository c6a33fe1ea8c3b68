import type { ReactNode } from 'react';

/**
 * Short notices at the top of the screen (SPEC: toasts top-center). A small store of our own
 * rather than a library: the storefront shell loads it on every page, and a library with its own
 * CSS-in-JS runtime cost more than the rest of the header.
 */

export type ToastKind = 'success' | 'error' | 'blank';

export interface ToastOptions {
  /** A toast with the id of one already showing replaces it instead of stacking. */
  id?: string;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. */
  duration?: number;
  icon?: ReactNode;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  icon?: ReactNode;
}

// How long each kind stays, as the library we replaced did: errors need longer to read.
const DEFAULT_DURATION: Record<ToastKind, number> = { success: 2000, error: 4000, blank: 4000 };
const MAX_VISIBLE = 5;

interface Timing {
  remaining: number;
  startedAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

let items: readonly ToastItem[] = [];
const timings = new Map<string, Timing>();
const listeners = new Set<() => void>();
let paused = false;
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function startTimer(id: string, timing: Timing) {
  clearTimeout(timing.timer);
  timing.startedAt = Date.now();
  if (Number.isFinite(timing.remaining)) {
    timing.timer = setTimeout(() => dismiss(id), timing.remaining);
  }
}

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  const item: ToastItem = { id, kind, message, icon: options.icon };
  const rest = items.filter((t) => t.id !== id);
  items = [...rest, item].slice(-MAX_VISIBLE);
  // Toasts pushed out by the limit take their clocks with them.
  for (const [old, timing] of timings) {
    if (!items.some((t) => t.id === old)) {
      clearTimeout(timing.timer);
      timings.delete(old);
    }
  }
  const timing: Timing = {
    remaining: options.duration ?? DEFAULT_DURATION[kind],
    startedAt: Date.now(),
  };
  clearTimeout(timings.get(id)?.timer);
  timings.set(id, timing);
  if (!paused) startTimer(id, timing);
  emit();
  return id;
}

/** Removes one toast, or every toast when no id is given. */
function dismiss(id?: string) {
  const gone = id === undefined ? items : items.filter((t) => t.id === id);
  if (gone.length === 0) return;
  for (const t of gone) {
    clearTimeout(timings.get(t.id)?.timer);
    timings.delete(t.id);
  }
  items = id === undefined ? [] : items.filter((t) => t.id !== id);
  emit();
}

/** Hovering the toasts stops their clocks, so a notice being read does not vanish. */
export function pauseToasts() {
  if (paused) return;
  paused = true;
  const now = Date.now();
  for (const timing of timings.values()) {
    clearTimeout(timing.timer);
    timing.remaining -= now - timing.startedAt;
  }
}

export function resumeToasts() {
  if (!paused) return;
  paused = false;
  for (const [id, timing] of timings) startTimer(id, timing);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastItem[] {
  return items;
}

const NO_TOASTS: readonly ToastItem[] = [];
/** Prerendered HTML never has a toast in it. */
export function serverToasts(): readonly ToastItem[] {
  return NO_TOASTS;
}

export const toast = Object.assign(
  (message: ReactNode, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
    dismiss,
  },
);

export default toast;
