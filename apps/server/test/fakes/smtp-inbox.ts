import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the local SMTP server received, parsed. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** An SMTP server on a free local port that keeps and parses every message it is sent. */
export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** How many messages were kept but never answered (see `leaveUnanswered`). */
  unanswered: number;
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /**
   * The ordinal (1-based) of the one message that is kept but never answered: the server has
   * taken it, the sender never hears "250 OK". It is the moment a crash makes a repeat (the kill
   * -9 test stops the sender there).
   */
  leaveUnanswered?: number;
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  let unanswered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          if (mails.length === options.leaveUnanswered) unanswered += 1;
          else callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get unanswered() {
      return unanswered;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
