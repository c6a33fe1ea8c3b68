import type { ReactNode } from 'react';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { formatDate, formatDateTime } from '../../../lib/format';
import { getInbox } from '../api/get-inbox';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import '../../../features/contact/admin-messages.css';
import { TableHead } from '../../../components/ui/table-head';

const INTRO = 'Contact form messages and mailing-list sign-ups.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
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
export default function AdminMessages({ loaderData: data }: ScreenProps<typeof clientLoader>) {
  return (
    <AdminPage title="Messages" intro={INTRO}>
      {data ? (
        <div className="columns columns--stack-below-1280 admin-messages">
          <InboxSection
            id="contact-messages-title"
            title="Contact messages"
            total={data.messagesTotal}
            empty={data.messages.length === 0 ? 'No messages yet.' : null}
          >
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
          </InboxSection>
          <InboxSection
            id="subscribers-title"
            title="Mailing list"
            total={data.subscribersTotal}
            empty={data.subscribers.length === 0 ? 'No subscribers yet.' : null}
          >
            <table className="admin-messages__table">
              <TableHead columns={['Email', 'Joined']} />
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
          </InboxSection>
        </div>
      ) : null}
    </AdminPage>
  );
}

/** One list of the inbox with its count, or the sentence saying it is empty. */
function InboxSection({
  id,
  title,
  total,
  empty,
  children,
}: {
  id: string;
  title: string;
  total: number;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 className="admin-messages__title" id={id}>
        {title} <span className="admin-messages__count">{total}</span>
      </h2>
      {empty ? <p className="admin-messages__empty">{empty}</p> : children}
    </section>
  );
}
