/**
 * Every date and time on screen is India time (en-IN, Asia/Kolkata), whatever zone the device is
 * set to: the kitchen, the customer and the operator all talk about the same Odisha day and hour.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  timeZone: INDIA_TIME_ZONE,
});

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment, or a stored India calendar day ('YYYY-MM-DD', read as midnight in India so the
 * weekday never slips a day on a device west or east of India). Null when unreadable.
 */
export function toInstant(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : new Date(
          typeof value === 'string' && CALENDAR_DAY.test(value) ? `${value}T00:00:00+05:30` : value,
        );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Fri, 14 Mar, 2025' (India's day); '' when the value is not a date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toInstant(value);
  return date ? dateFormat.format(date) : '';
}

/** 'Fri, 14 Mar' for tight spaces. */
export function formatShortDay(value: string | number | Date | null | undefined): string {
  const date = toInstant(value);
  return date ? shortDayFormat.format(date) : '';
}

/** '09:30 pm' in India. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = toInstant(value);
  return date ? timeFormat.format(date) : '';
}

/** 'Fri, 14 Mar, 2025, 09:30 pm': the day and the time an order or payment happened, in India. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toInstant(value);
  return date ? `${dateFormat.format(date)}, ${timeFormat.format(date)}` : '';
}

/**
 * '₹1,234'; Indian digit grouping, so 123456 reads '₹1,23,456'. The domain's one formatter, which
 * the server's emails, WhatsApp messages and PDFs use too (issue 25 point 7).
 */
export { formatRupees } from '@fitthali/domain/rupees';
