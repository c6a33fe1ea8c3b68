import { useEffect, useState } from 'react';
import { AdminPage } from '../../../components/ui/admin-page';
import { LoadingState } from '../../../components/ui/loading-state';
import { type AdminInbox, fetchAdminInbox } from '../../../features/contact/api/list-messages';
import { formatDate, formatDateTime } from '../../../lib/format';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/messages';
import '../../../features/contact/admin-messages.css';

export const meta: Route.MetaFunction = () =>
  pageMeta('Messages · Admin', 'Contact form messages and mailing-list sign-ups.');

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; inbox: AdminInbox }
  | { kind: 'error'; message: string };

/** What customers sent through the contact form and who joined the mailing list (issue 7). */
export default function AdminMessages() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminInbox(controller.signal).then(
      (inbox) => setState({ kind: 'ready', inbox }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('loading admin messages failed', err);
        setState({
          kind: 'error',
          message: err instanceof Error ? err.message : 'Could not load messages.',
        });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <AdminPage title="Messages" intro="Contact form messages and mailing-list sign-ups.">
      {state.kind === 'loading' ? <LoadingState label="Loading messages…" /> : null}
      {state.kind === 'error' ? (
        <div className="admin-card admin-card--empty" role="alert">
          <p>{state.message}</p>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <div className="admin-messages">
          <section className="admin-card" aria-labelledby="contact-messages-title">
            <h2 className="admin-messages__title" id="contact-messages-title">
              Contact messages{' '}
              <span className="admin-messages__count">{state.inbox.messagesTotal}</span>
            </h2>
            {state.inbox.messages.length === 0 ? (
              <p className="admin-messages__empty">No messages yet.</p>
            ) : (
              <ul className="admin-messages__list">
                {state.inbox.messages.map((message) => (
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
              Mailing list{' '}
              <span className="admin-messages__count">{state.inbox.subscribersTotal}</span>
            </h2>
            {state.inbox.subscribers.length === 0 ? (
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
                  {state.inbox.subscribers.map((subscriber) => (
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
