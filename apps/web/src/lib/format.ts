const dateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

// Money is whole rupees throughout the product, so paise never appear on screen.
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 'Fri, 14 Mar, 2025' (en-IN punctuation) in the viewer's time zone; '' when the value is not a date. */
export function formatDate(iso: string | number | Date | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat.format(date);
}

/** '₹1,234'; Indian digit grouping, so 123456 reads '₹1,23,456'. */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount);
}
