import { ADMIN_TOKEN_KEY } from '../../../lib/storage-keys';

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

export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function adminGet<T>(path: string, token: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as T & {
    success?: boolean;
    message?: string;
  };
  if (!response.ok || body.success !== true) {
    throw new AdminRequestError(response.status, body.message ?? 'Could not load messages.');
  }
  return body;
}

/** GET /api/admin/messages and /api/admin/newsletter-subscribers, with the stored admin token. */
export async function fetchAdminInbox(signal?: AbortSignal): Promise<AdminInbox> {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  if (!token) throw new AdminRequestError(401, 'Please log in to continue.');
  const [messages, subscribers] = await Promise.all([
    adminGet<{ messages: ContactMessage[]; total: number }>('/api/admin/messages', token, signal),
    adminGet<{ subscribers: NewsletterSubscriber[]; total: number }>(
      '/api/admin/newsletter-subscribers',
      token,
      signal,
    ),
  ]);
  return {
    messages: messages.messages,
    messagesTotal: messages.total,
    subscribers: subscribers.subscribers,
    subscribersTotal: subscribers.total,
  };
}
