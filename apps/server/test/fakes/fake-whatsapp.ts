import { startLocalJsonServer } from './local-json-server.ts';

/** The approved templates and how many body parameters each takes, as Meta would check them. */
export const APPROVED_TEMPLATES: Readonly<Record<string, number>> = {
  order_confirmed: 5,
  payment_received: 5,
  cash_received: 3,
  delivery_skipped: 3,
  delivery_unskipped: 3,
  plan_paused: 4,
  plan_resumed: 2,
  address_changed: 3,
  order_cancelled: 4,
  refund_issued: 2,
  refund_credited: 3,
  missed_delivery_credit: 4,
  menu_dish_changed: 5,
  missed_delivery_no_credit: 3,
  delivery_reminder: 3,
  delivery_reminder_closed: 3,
  plan_ending: 3,
  credits_expiring: 3,
  password_changed: 0,
  email_changed: 1,
  phone_changed: 1,
  account_code: 1,
  dish_conflict: 2,
};

export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  reference: string | undefined;
}

/**
 * A local stand-in for the WhatsApp Business Cloud API's POST /{version}/{phone id}/messages: it
 * checks the bearer token, the phone id, that the template is approved and gets exactly its
 * number of non-empty parameters, and can fail on demand.
 */
export interface FakeWhatsApp {
  url: string;
  token: string;
  phoneId: string;
  messages: FakeWhatsAppMessage[];
  /** Refused requests with the reason the fake gave (a wrong template or parameters). */
  refused: string[];
  /** The next `count` calls answer 500 (0 turns it off; Infinity fails until told otherwise). */
  fail(count: number): void;
  /** How many messages were taken but never answered (see `leaveUnanswered`). */
  unanswered: number;
  close(): Promise<void>;
}

export interface FakeWhatsAppOptions {
  /**
   * The ordinal (1-based) of the one accepted message whose answer never comes: Meta has taken
   * it, the sender does not know (the kill -9 test stops the sender there).
   */
  leaveUnanswered?: number;
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions = {}): Promise<FakeWhatsApp> {
  const token = 'fake-whatsapp-token';
  const phoneId = '1234567890';
  const messages: FakeWhatsAppMessage[] = [];
  const refused: string[] = [];
  let failing = 0;
  let unanswered = 0;
  const server = await startLocalJsonServer((req, raw, res) => {
    const refuse = (status: number, message: string) => {
      refused.push(message);
      res.writeHead(status).end(JSON.stringify({ error: { message, code: 100 } }));
    };
    if (req.method !== 'POST' || !/^\/v\d+\.\d+\/(\d+)\/messages$/.test(req.url ?? '')) {
      return refuse(404, `unknown path ${req.url}`);
    }
    if (!req.url?.includes(`/${phoneId}/`)) return refuse(400, 'unknown phone number id');
    if (req.headers.authorization !== `Bearer ${token}`) return refuse(401, 'invalid token');
    if (failing > 0) {
      failing -= 1;
      res.writeHead(500).end(JSON.stringify({ error: { message: 'Service unavailable' } }));
      return;
    }
    const body = JSON.parse(raw);
    const template = body.template?.name as string;
    const params = (body.template?.components?.[0]?.parameters ?? []).map(
      (p: { text: string }) => p.text,
    ) as string[];
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template') {
      return refuse(400, 'not a template message');
    }
    const expected = APPROVED_TEMPLATES[template];
    if (expected === undefined) return refuse(400, `template ${template} is not approved`);
    if (params.length !== expected || params.some((p) => !p)) {
      return refuse(400, `template ${template} needs ${expected} parameters`);
    }
    if (!/^\d{10,15}$/.test(body.to)) return refuse(400, `bad number ${body.to}`);
    const id = `wamid.${messages.length + 1}`;
    messages.push({
      id,
      to: body.to,
      template,
      language: body.template?.language?.code,
      params,
      reference: body.biz_opaque_callback_data,
    });
    if (messages.length === options.leaveUnanswered) {
      unanswered += 1;
      return;
    }
    res.writeHead(200).end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      }),
    );
  });
  return {
    url: server.url,
    token,
    phoneId,
    messages,
    refused,
    fail(count) {
      failing = count;
    },
    get unanswered() {
      return unanswered;
    },
    close: server.close,
  };
}
