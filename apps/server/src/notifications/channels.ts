import { whatsappNumber } from '@fitthali/domain/notifications';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { NotificationsConfig } from '../config.ts';

/** One email to send; `messageId` is derived from the delivery row so a repeat is recognisable. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Documents sent with the email: a receipt carries its tax invoice (issue 15 point 5). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/** One approved WhatsApp template message; `reference` is the delivery row's id. */
export interface OutgoingTemplate {
  to: string;
  template: string;
  params: string[];
  reference: string;
  /** The template's translation ('or'); the configured WHATSAPP_TEMPLATE_LANGUAGE when absent. */
  language?: string;
}

/** A channel's answer: the provider's id for what it accepted. A refusal throws. */
export interface Sent {
  providerId: string;
}

export interface EmailChannel {
  readonly name: string;
  send(mail: OutgoingEmail): Promise<Sent>;
  close(): void;
}

/** SMS or WhatsApp (decision 115): one interface, whichever provider is behind it. */
export interface MessageChannel {
  readonly name: string;
  send(message: OutgoingTemplate): Promise<Sent>;
}

/**
 * How long a send may take before it counts as failed: well inside the sender's 10-minute claim
 * lease (decision 126), so a live attempt has always ended before another sender may take its
 * row again. nodemailer's own socket timeout is 10 minutes, as long as the lease.
 */
export const SEND_TIMEOUTS = {
  smtpConnectMs: 30_000,
  smtpGreetingMs: 30_000,
  smtpIdleMs: 60_000,
  whatsappMs: 15_000,
} as const;

/** Email over SMTP with nodemailer (SMTP_URL, MAIL_FROM). */
export function smtpChannel(smtp: { url: string; from: string }): EmailChannel {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    // Connections are kept and reused: a rush of receipts would otherwise pay a TCP, TLS and AUTH
    // handshake per message (decision 214).
    pool: true,
    maxConnections: 2,
    connectionTimeout: SEND_TIMEOUTS.smtpConnectMs,
    greetingTimeout: SEND_TIMEOUTS.smtpGreetingMs,
    socketTimeout: SEND_TIMEOUTS.smtpIdleMs,
  });
  return {
    name: 'smtp',
    async send(mail) {
      const { attachments, ...rest } = mail;
      const info = await transport.sendMail({
        from: smtp.from,
        ...rest,
        attachments: attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) })),
      });
      return { providerId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** The WhatsApp Business Cloud API: POST /{version}/{phone id}/messages with a template. */
export function whatsappCloudChannel(
  settings: NonNullable<NotificationsConfig['whatsapp']>,
): MessageChannel {
  const endpoint = new URL(
    `/${settings.apiVersion}/${encodeURIComponent(settings.phoneId)}/messages`,
    settings.apiUrl,
  );
  return {
    name: 'whatsapp-cloud',
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: whatsappNumber(message.to),
          type: 'template',
          // Comes back in the status webhooks, so a send repeated after a crash can be matched.
          biz_opaque_callback_data: message.reference,
          template: {
            name: message.template,
            language: { code: message.language ?? settings.language },
            components: [
              {
                type: 'body',
                parameters: message.params.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUTS.whatsappMs),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      };
      if (!response.ok) {
        const why = answer.error?.message ?? response.statusText;
        throw new Error(`WhatsApp ${response.status}: ${why}`.slice(0, 500));
      }
      const id = answer.messages?.[0]?.id;
      if (!id) throw new Error('WhatsApp answered without a message id');
      return { providerId: id };
    },
  };
}

/** When a channel is not configured: the message is written to the log and counts as sent. */
export function logEmailChannel(log: FastifyBaseLogger): EmailChannel {
  return {
    name: 'log',
    async send(mail) {
      log.info(
        {
          to: mail.to,
          subject: mail.subject,
          messageId: mail.messageId,
          attachments: mail.attachments?.map((file) => file.filename),
        },
        'email (log only)',
      );
      return { providerId: mail.messageId };
    },
    close: () => {},
  };
}

export function logMessageChannel(log: FastifyBaseLogger): MessageChannel {
  return {
    name: 'log',
    async send(message) {
      log.info(
        { template: message.template, reference: message.reference },
        'WhatsApp message (log only)',
      );
      return { providerId: `log:${message.reference}` };
    },
  };
}
