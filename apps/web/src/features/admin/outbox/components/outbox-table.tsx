import { DELIVERY_STATUSES } from '@fitthali/domain/notifications';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { TableHead } from '../../../../components/ui/table-head';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { TableScroll } from '../../components/table-scroll';
import { withParams } from '../../lib/list-params';
import { type OutboxNotification, type OutboxPage, resendNotification } from '../api/outbox';

const CHANNEL_LABEL = { email: 'Email', whatsapp: 'WhatsApp' } as const;

interface Props {
  page: OutboxPage;
  status: string | undefined;
}

/** The list's URL with this filter and page (the parameters every admin list keeps). */
const hrefFor = (status: string | undefined, offset: number) => {
  const text = withParams(new URLSearchParams(), { status, offset }).toString();
  return text ? `?${text}` : '.';
};

/**
 * Every notification with each channel's status, attempts and last error (issue 15 point 4): the
 * admin filters by status and sends a failed one again.
 */
export function OutboxTable({ page, status }: Props) {
  const { offset, limit } = page;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  async function resend(n: OutboxNotification) {
    setBusy(n._id);
    try {
      const answer = await resendNotification(n._id);
      toast.success(answer.message);
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Could not resend.',
      );
    } finally {
      setBusy(null);
      await revalidator.revalidate();
    }
  }

  return (
    <>
      <nav aria-label="Filter by status" className="admin-card">
        {[undefined, ...DELIVERY_STATUSES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={hrefFor(s, 0)}
            aria-current={s === status ? 'page' : undefined}
            className={`btn btn--sm ${s === status ? 'btn--primary' : 'btn--ghost'}`}
          >
            {s ?? 'all'}
          </Link>
        ))}
        <span className="order-summary__aside">{page.total} notifications</span>
      </nav>
      {page.notifications.length === 0 ? (
        <p className="admin-card">Nothing here.</p>
      ) : (
        <TableScroll label="Outbox">
          <table className="admin-table">
            <TableHead columns={['Created', 'Customer', 'Message', 'Channels', 'Action']} />
            <tbody>
              {page.notifications.map((n) => (
                <tr key={n._id} data-testid="outbox-row">
                  <td>{formatDateTime(n.createdAt)}</td>
                  <td>
                    {n.customer.name ?? '-'}
                    <span className="order-summary__aside">
                      {n.customer.email ?? n.customer.phone ?? ''}
                    </span>
                  </td>
                  <td>
                    {n.title}
                    <span className="order-summary__aside">{n.kind}</span>
                  </td>
                  <td>
                    <ul className="outbox-channels">
                      {n.channels.map((c) => (
                        <li key={c._id}>
                          {CHANNEL_LABEL[c.channel]}: <strong>{c.status}</strong>, {c.attempts}{' '}
                          attempt{c.attempts === 1 ? '' : 's'}
                          {c.lastError ? ` · ${c.lastError}` : ''}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {n.channels.some((c) => c.status === 'failed') ? (
                      <button
                        type="button"
                        className="btn btn--primary btn--sm"
                        disabled={busy !== null}
                        aria-label={`Resend “${n.title}” to ${n.customer.name ?? 'the customer'}`}
                        onClick={() => void resend(n)}
                      >
                        Resend
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <nav aria-label="Pages" className="admin-card">
        {offset > 0 ? <Link to={hrefFor(status, Math.max(0, offset - limit))}>Newer</Link> : null}{' '}
        {offset + limit < page.total ? (
          <Link to={hrefFor(status, offset + limit)}>Older</Link>
        ) : null}
      </nav>
    </>
  );
}
