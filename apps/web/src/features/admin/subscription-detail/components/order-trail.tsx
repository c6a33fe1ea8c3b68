import type { OrderEvent } from '../api/types';
import { trailEntry } from '../lib/trail-entry';

/** Every change to the order, newest first: who, what, the details, the reason and when. */
export function OrderTrail({ events }: { events: readonly OrderEvent[] }) {
  const newestFirst = [...events].reverse();
  return (
    <section className="admin-card order-trail" aria-labelledby="order-trail-title">
      <h2 id="order-trail-title" className="admin-section-title">
        Audit trail
      </h2>
      {newestFirst.length === 0 ? (
        <p className="order-trail__empty">No changes yet.</p>
      ) : (
        <ol className="order-trail__items">
          {newestFirst.map((event) => {
            const entry = trailEntry(event);
            return (
              <li key={event._id} className="order-trail__item">
                <p className="order-trail__what">{entry.what}</p>
                <p className="order-trail__who">
                  By {entry.who} · <time dateTime={event.createdAt}>{entry.when}</time>
                </p>
                {entry.details.map((line) => (
                  <p key={line} className="order-trail__detail">
                    {line}
                  </p>
                ))}
                {entry.reason ? (
                  <p className="order-trail__reason">Reason: {entry.reason}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
