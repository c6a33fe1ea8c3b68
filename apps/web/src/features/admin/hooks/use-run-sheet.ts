import type { RunStop } from '@fitthali/domain/run-stops';
import { useState } from 'react';
import { collectStopCash } from '../api/collect-cash';
import { getKitchenSheet } from '../api/get-kitchen-sheet';
import { markDelivered, markMissed, markSlotDelivered } from '../api/mark-deliveries';
import type { KitchenSheet, RunSheetDelivery, RunSheetStatus } from '../api/types';

type Counts = Pick<KitchenSheet, 'totalMeals' | 'remaining' | 'delivered' | 'missed'>;

type RunSheetState = {
  /** The loader's sheet this state started from. */
  source: KitchenSheet;
  rows: RunSheetDelivery[];
  nextCursor: string | null;
  counts: Counts;
  /** More pages than the loader's first were loaded here. */
  extended: boolean;
};

const countsOf = (sheet: KitchenSheet): Counts => ({
  totalMeals: sheet.totalMeals,
  remaining: sheet.remaining,
  delivered: sheet.delivered,
  missed: sheet.missed,
});

function fresh(sheet: KitchenSheet): RunSheetState {
  return {
    source: sheet,
    rows: sheet.deliveries,
    nextCursor: sheet.nextCursor,
    counts: countsOf(sheet),
    extended: false,
  };
}

const COUNT_OF: Record<RunSheetStatus, keyof Counts> = {
  scheduled: 'remaining',
  delivered: 'delivered',
  missed: 'missed',
};

/** A stop's status changed: one meal moves between the counts (the total stays: it was cooked). */
function moved(counts: Counts, from: RunSheetStatus, to: RunSheetStatus): Counts {
  if (from === to) return counts;
  return {
    ...counts,
    [COUNT_OF[from]]: counts[COUNT_OF[from]] - 1,
    [COUNT_OF[to]]: counts[COUNT_OF[to]] + 1,
  };
}

/**
 * The run sheet on screen: the loader's first page plus the pages "Load more" adds, and the marks
 * made here, each applied to its row and to the counts from the server's answer. When the loader
 * reads the sheet again (a new order came in), the counts follow it; the rows do too unless more
 * pages were loaded, which a rider halfway down the list would not want to lose.
 */
export function useRunSheet(sheet: KitchenSheet) {
  const [state, setState] = useState(() => fresh(sheet));
  let current = state;
  if (state.source !== sheet) {
    const sameSlot = state.source.date === sheet.date && state.source.slot === sheet.slot;
    current =
      sameSlot && state.extended
        ? { ...state, source: sheet, counts: countsOf(sheet) }
        : fresh(sheet);
    setState(current);
  }

  const patch = (
    id: string,
    status: RunSheetStatus,
    missedReason: string | null,
    creditNote: string | null = null,
  ) =>
    setState((s) => {
      const row = s.rows.find((r) => r.deliveryId === id);
      if (!row) return s;
      return {
        ...s,
        counts: moved(s.counts, row.status, status),
        rows: s.rows.map((r) =>
          r.deliveryId === id ? { ...r, status, missedReason, creditNote } : r,
        ),
      };
    });

  return {
    rows: current.rows,
    counts: current.counts,
    hasMore: current.nextCursor !== null,

    async loadMore() {
      const { date, slot } = current.source;
      const after = current.nextCursor ?? undefined;
      const page = await getKitchenSheet({ date, slot, after });
      setState((s) => {
        const seen = new Set(s.rows.map((r) => r.deliveryId));
        return {
          ...s,
          rows: [...s.rows, ...page.deliveries.filter((r) => !seen.has(r.deliveryId))],
          nextCursor: page.nextCursor,
          counts: countsOf(page),
          extended: true,
        };
      });
    },

    async delivered(row: RunSheetDelivery) {
      const answer = await markDelivered(row.deliveryId);
      patch(row.deliveryId, answer.delivery.status, null);
    },

    /** Marks the meal missed; answers why its credit was less than the meal, or none, if so. */
    async missed(row: RunSheetDelivery, reason: string): Promise<string | null> {
      const answer = await markMissed(row.deliveryId, reason);
      const note = answer.credit?.why ?? null;
      patch(row.deliveryId, answer.delivery.status, answer.delivery.missedReason ?? reason, note);
      return note;
    },

    /**
     * Records the cash of every order the stop collects for, in one request; every meal of those
     * orders then shows it collected. Answers the rupees recorded.
     */
    async collect(stop: RunStop<RunSheetDelivery>) {
      const { collections } = await collectStopCash(stop.toCollect.map((d) => d.deliveryId));
      const bySubscription = new Map(collections.map((c) => [c.subscriptionId, c]));
      setState((s) => ({
        ...s,
        rows: s.rows.map((r) => {
          const collection = bySubscription.get(r.subscriptionId);
          if (!collection) return r;
          const { amount, collectedAt, deliveryId } = collection;
          return {
            ...r,
            cash: {
              amountDue: null,
              collected: { amount, collectedAt, onThisDelivery: r.deliveryId === deliveryId },
            },
          };
        }),
      }));
      return collections.reduce((sum, c) => sum + c.amount, 0);
    },

    /** Marks every stop still to deliver; answers how many the server marked. */
    async allRemaining() {
      const { date, slot } = current.source;
      const { marked } = await markSlotDelivered(date, slot);
      setState((s) => ({
        ...s,
        rows: s.rows.map((r) => (r.status === 'scheduled' ? { ...r, status: 'delivered' } : r)),
        counts: {
          ...s.counts,
          remaining: Math.max(0, s.counts.remaining - marked),
          delivered: s.counts.delivered + marked,
        },
      }));
      return marked;
    },
  };
}
