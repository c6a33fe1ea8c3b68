import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type EmailChannel,
  logEmailChannel,
  logMessageChannel,
  type MessageChannel,
  smtpChannel,
  whatsappCloudChannel,
} from './channels.ts';

export interface Notifier {
  email: EmailChannel;
  whatsapp: MessageChannel;
  /** Where links in messages point. */
  publicUrl: string;
  /** The host part of the Message-IDs this server makes. */
  messageIdHost: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/** The channels notifications go out on: real ones when configured, the log otherwise. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.notifications;
    const smtp = settings?.smtp;
    const whatsapp = settings?.whatsapp;
    const email = smtp ? smtpChannel(smtp) : logEmailChannel(app.log);
    const fromHost = smtp?.from.match(/@([^>\s]+)/)?.[1];
    app.decorate('notifier', {
      email,
      whatsapp: whatsapp ? whatsappCloudChannel(whatsapp) : logMessageChannel(app.log),
      publicUrl: settings?.publicUrl ?? `http://localhost:${app.config.port}`,
      messageIdHost: fromHost ?? 'fitthali.local',
    });
    app.addHook('onClose', async () => email.close());
    app.log.info(
      { email: email.name, whatsapp: whatsapp ? 'whatsapp-cloud' : 'log' },
      'notification channels',
    );
  },
  { name: 'notifications' },
);
