import type { LiveConnection } from '../hooks/admin-live-context';

const TEXT: Record<LiveConnection, string> = {
  connecting: 'Connecting to live orders…',
  live: 'Live: new orders ring here',
  offline: 'Live orders offline, reconnecting…',
};

/** Whether the alarm can ring: an operator should know when it cannot. */
export function LiveStatus({ connection }: { connection: LiveConnection }) {
  return (
    <p className={`live-status live-status--${connection}`} role="status">
      <span className="live-status__dot" aria-hidden="true" />
      {TEXT[connection]}
    </p>
  );
}
