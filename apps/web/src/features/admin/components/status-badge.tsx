import { todayInIndia } from '@fitthali/domain/dates';
import type { AdminSubscription } from '../api/types';
import { pauseNote, statusLabel } from '../lib/display';

const TONES: Record<string, string> = {
  Active: 'ok',
  Cancelled: 'bad',
  Completed: 'done',
};

/**
 * Green for active, red for cancelled (SPEC §2.15); grey for completed and amber for the states in
 * between. An order's `state` (paused split out of active, decision 76) wins over its status, and
 * its pause is said under the badge.
 */
export function StatusBadge({
  status,
  order,
}: {
  status?: string | null;
  order?: Pick<AdminSubscription, 'status' | 'state' | 'pause'>;
}) {
  const label = statusLabel(order?.state ?? order?.status ?? status);
  const note = order ? pauseNote(order.pause, todayInIndia()) : null;
  return (
    <>
      <span className={`admin-badge admin-badge--${TONES[label] ?? 'wait'}`}>{label}</span>
      {note ? <span className="admin-table__sub">{note}</span> : null}
    </>
  );
}
