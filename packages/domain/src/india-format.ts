// Dates and times in the sentences the server and the screens both say ("Change until Tue, 21 Jan,
// 12:30 pm"), in India time whatever zone the machine runs in, so a refusal from the server reads
// exactly like the reason beside the disabled control.

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** 'Tue, 21 Jan' for an India calendar day ('YYYY-MM-DD'). */
export function formatIndiaDate(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00+05:30`));
}

/** 'Tue, 21 Jan, 12:30 pm' for an instant, in India. */
export function formatIndiaDateTime(instant: Date): string {
  return `${dayFormat.format(instant)}, ${timeFormat.format(instant)}`;
}

/** The one rupee formatter (issue 25 point 7), in its own module so a page can load it alone. */
export { formatRupees } from './rupees.ts';
