import { statusLabel } from '../lib/display';

/** Green for active, red for cancelled (SPEC §2.15); amber for the states in between. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const label = statusLabel(status);
  const tone = label === 'Active' ? 'ok' : label === 'Cancelled' ? 'bad' : 'wait';
  return <span className={`admin-badge admin-badge--${tone}`}>{label}</span>;
}
