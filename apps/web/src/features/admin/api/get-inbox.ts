import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

export type ContactMessage = {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
};
export type NewsletterSubscriber = { email: string; createdAt: string };

export type AdminInbox = {
  messages: ContactMessage[];
  messagesTotal: number;
  subscribers: NewsletterSubscriber[];
  subscribersTotal: number;
};

/** GET /api/admin/messages and /api/admin/newsletter-subscribers: what customers sent us. */
export async function getInbox(signal?: AbortSignal): Promise<AdminInbox> {
  const [messages, subscribers] = await Promise.all([
    apiRequest<{ messages: ContactMessage[]; total: number }>('/api/admin/messages', {
      session: adminSession,
      signal,
    }),
    apiRequest<{ subscribers: NewsletterSubscriber[]; total: number }>(
      '/api/admin/newsletter-subscribers',
      { session: adminSession, signal },
    ),
  ]);
  return {
    messages: messages.messages,
    messagesTotal: messages.total,
    subscribers: subscribers.subscribers,
    subscribersTotal: subscribers.total,
  };
}
