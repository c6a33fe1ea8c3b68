// What the customer is told and when (issue 15 point 2). The server stores each notification
// with the change that causes it and sends it later; these rules decide which channels a
// notification may use and the earliest moment each send may happen.

export const NOTIFICATION_KINDS = [
  'order-confirmed',
  'payment-received',
  'cash-received',
  'delivery-skipped',
  'delivery-unskipped',
  'plan-paused',
  'plan-resumed',
  'address-changed',
  'order-cancelled',
  'refund-issued',
  'refund-credited',
  'missed-delivery-credit',
  'menu-dish-changed',
  'missed-delivery-no-credit',
  'delivery-reminder',
  'plan-ending',
  'credits-expiring',
  'password-changed',
  'email-changed',
  'phone-changed',
  'dish-conflict',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type NotificationDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * `receipt`: confirms money or a change the customer asked for; goes out at any hour and always by
 * email when one is known. `reminder`: the customer may opt out of these. `notice`: something the
 * business did (a missed meal's apology); sent on the chosen channels, but not at night.
 */
export type NotificationClass = 'receipt' | 'reminder' | 'notice';

const CLASS_OF: Readonly<Record<NotificationKind, NotificationClass>> = {
  'order-confirmed': 'receipt',
  'payment-received': 'receipt',
  'cash-received': 'receipt',
  'delivery-skipped': 'receipt',
  // Bringing a meal back is told like skipping it (decision 135): both change what comes.
  'delivery-unskipped': 'receipt',
  'plan-paused': 'receipt',
  'plan-resumed': 'receipt',
  'address-changed': 'receipt',
  'order-cancelled': 'receipt',
  'refund-issued': 'receipt',
  'refund-credited': 'receipt',
  'missed-delivery-credit': 'notice',
  // The kitchen changed a meal already being prepared (issue 26 point 3): something the business
  // did, told on the customer's channels but not at night (a change made then is told at 08:00,
  // before the earliest lunch window).
  'menu-dish-changed': 'notice',
  // The same apology when the order has nothing left to credit (decision 154).
  'missed-delivery-no-credit': 'notice',
  'delivery-reminder': 'reminder',
  'plan-ending': 'reminder',
  'credits-expiring': 'reminder',
  // Security notices (issue 15 point 3): at any hour, always by email, like a receipt.
  'password-changed': 'receipt',
  'email-changed': 'receipt',
  'phone-changed': 'receipt',
  // A meal holding what the customer avoids (issue 26 point 5): it must reach them before the
  // meal's cut-off, which the quiet hours could pass, and it may be an allergy: at any hour, and
  // always by email, like a receipt.
  'dish-conflict': 'receipt',
};

export function classOf(kind: NotificationKind): NotificationClass {
  return CLASS_OF[kind];
}

export interface NotificationPreferences {
  email: boolean;
  whatsapp: boolean;
  reminders: boolean;
}

/** A customer who never opened the settings: email on, WhatsApp off (it needs an opt-in). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  whatsapp: false,
  reminders: true,
};

export interface Contacts {
  email: string | null;
  phone: string | null;
}

/**
 * The channels one notification goes out on. Receipts always go by email when an address is
 * known, whatever the email switch says; WhatsApp only with the customer's opt-in; reminders not
 * at all for a customer who opted out of them.
 */
export function channelsFor(
  kind: NotificationKind,
  prefs: NotificationPreferences,
  contacts: Contacts,
): NotificationChannel[] {
  const cls = classOf(kind);
  if (cls === 'reminder' && !prefs.reminders) return [];
  const channels: NotificationChannel[] = [];
  if (contacts.email && (cls === 'receipt' || prefs.email)) channels.push('email');
  if (contacts.phone && prefs.whatsapp) channels.push('whatsapp');
  return channels;
}

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** Hours since India midnight (fractional) at an instant. */
function indiaHourOf(at: Date): number {
  const local = (at.getTime() + INDIA_OFFSET_MS) % DAY_MS;
  return local / HOUR_MS;
}

/** Whether an instant falls in the quiet hours, 21:00–08:00 India time. */
export function inQuietHours(at: Date): boolean {
  const hour = indiaHourOf(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/**
 * The earliest moment a notification of this class may go out when it is due at `at`: receipts
 * at once; anything else due in the quiet hours waits until 08:00 India time.
 */
export function sendableAt(cls: NotificationClass, at: Date): Date {
  if (cls === 'receipt' || !inQuietHours(at)) return at;
  const localMs = at.getTime() + INDIA_OFFSET_MS;
  const dayStart = localMs - (localMs % DAY_MS);
  const hour = indiaHourOf(at);
  const eightToday = dayStart + QUIET_UNTIL_HOUR * HOUR_MS;
  const release = hour < QUIET_UNTIL_HOUR ? eightToday : eightToday + DAY_MS;
  return new Date(release - INDIA_OFFSET_MS);
}

/** An instant at an India wall-clock hour of a calendar day ('YYYY-MM-DD'). */
export function indiaTime(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute) - INDIA_OFFSET_MS);
}

/** When the evening-before reminder for a delivery day goes out: 19:00 India time the day before. */
export const REMINDER_HOUR = 19;

/** How many sends a channel gets before its delivery row is marked failed. */
export const MAX_SEND_ATTEMPTS = 5;

/**
 * The wait before send number `attempts + 1` after `attempts` failed ones: 1, 2, 4, 8… minutes,
 * never more than 6 hours.
 */
export function retryDelayMs(attempts: number): number {
  const minutes = 2 ** Math.max(0, attempts - 1);
  return Math.min(minutes * 60_000, 6 * HOUR_MS);
}

/** The days before a plan's last delivery on which the "plan ending" reminder goes out. */
export const PLAN_ENDING_DAYS_BEFORE = [3, 0] as const;
/** How far ahead of a credit lot's expiry the customer is told. */
export const CREDITS_EXPIRING_DAYS_BEFORE = 7;

/**
 * A phone number as the WhatsApp Cloud API takes it: digits only with the country code. The
 * accounts keep Indian numbers as 10 digits, so those get 91 in front.
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
