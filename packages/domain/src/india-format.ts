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

/** '1,23,456': Indian digit grouping (the last three digits, then pairs) of a whole number's digits. */
function groupIndian(digits: string): string {
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return rest ? `${rest},${last3}` : last3;
}

/**
 * Every rupee amount a person reads — screens, emails, WhatsApp, the inbox, PDFs — goes through
 * here (issue 25 point 7), so ₹1,23,456 reads the same everywhere and no locale data is needed (a
 * server's ICU or a phone's may lack en-IN). Whole rupees by default ('₹2,456', '-₹250', '₹0');
 * `'paise'` reads integer paise and prints them ('₹1,23,456.70'), as a tax invoice must.
 */
export function formatRupees(amount: number, unit: 'rupees' | 'paise' = 'rupees'): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  if (unit === 'rupees') return `${sign}₹${groupIndian(String(abs))}`;
  const paise = String(abs % 100).padStart(2, '0');
  return `${sign}₹${groupIndian(String(Math.floor(abs / 100)))}.${paise}`;
}
