// Delivery and start dates are India calendar days ('YYYY-MM-DD'); they are formatted as that day
// wherever the viewer is, so the page never shows the day before.

const longFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  timeZone: 'UTC',
});

function asUtc(iso: string): Date | null {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Fri, 14 Mar 2025'. */
export function formatDay(iso: string): string {
  const date = asUtc(iso);
  return date ? longFormat.format(date) : '';
}

/** 'Fri, 14 Mar'. */
export function formatShortDay(iso: string): string {
  const date = asUtc(iso);
  return date ? shortFormat.format(date) : '';
}
