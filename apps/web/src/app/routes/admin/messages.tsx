import { AdminPage } from '../../../components/ui/admin-page';
import { getInbox } from '../../../features/admin/api/get-inbox';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { formatDate, formatDateTime } from '../../../lib/format';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/messages';
import '../../../features/contact/admin-messages.css';

export const meta: Route.MetaFunction = () =>
  pageMeta('Messages · Admin', 'Contact form messages and mailing-list sign-ups.');

const INTRO = 'Contact form messages and mailing-list sign-ups.';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad('admin messages', () => getInbox(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Messages" intro={INTRO}>
      <AdminRouteError what="messages" />
    </AdminPage>
  );
}

/** What customers sent through the contact form and who joined the mailing list (issue 7). */
export default function AdminMessages({ loaderData: data }: Route.ComponentProps) {
  return (
    <AdminPage title="Messages" intro={INTRO}>
      {data ? (
        <div className="admin-messages">
          <section className="admin-card" aria-labelledby="contact-messages-title">
            <h2 className="admin-messages__title" id="contact-messages-title">
              Contact messages <span className="admin-messages__count">{data.messagesTotal}</span>
            </h2>
            {data.messages.length === 0 ? (
              <p className="admin-messages__empty">No messages yet.</p>
            ) : (
              <ul className="admin-messages__list">
                {data.messages.map((message) => (
                  <li key={message._id} className="admin-message">
                    <div className="admin-message__head">
                      <strong>{message.name}</strong>
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                    </div>
                    <p className="admin-message__text">{message.message}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="admin-card" aria-labelledby="subscribers-title">
            <h2 className="admin-messages__title" id="subscribers-title">
              Mailing list <span className="admin-messages__count">{data.subscribersTotal}</span>
            </h2>
            {data.subscribers.length === 0 ? (
              <p className="admin-messages__empty">No subscribers yet.</p>
            ) : (
              <table className="admin-messages__table">
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Joined</th>
                  </tr>
                </thead>
                <tbody>
                  {data.subscribers.map((subscriber) => (
                    <tr key={subscriber.email}>
                      <td>{subscriber.email}</td>
                      <td>
                        <time dateTime={subscriber.createdAt}>
                          {formatDate(subscriber.createdAt)}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      ) : null}
    </AdminPage>
  );
}
