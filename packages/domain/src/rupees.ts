/**
 * Every rupee amount a person reads — screens, emails, WhatsApp, the inbox, PDFs — goes through
 * here (issue 25 point 7, decision 134), so ₹1,23,456 reads the same everywhere. Indian grouping
 * (the last three digits, then pairs) is done by hand: no locale data is needed, which a server's
 * ICU or a phone's may lack. Whole rupees by default ('₹2,456', '-₹250', '₹0'); `'paise'` reads
 * integer paise and prints them ('₹1,23,456.70'), as a tax invoice must. Its own small module:
 * every storefront page loads it with the shell (apps/web/vite.config.ts).
 */
export function formatRupees(amount: number, unit: 'rupees' | 'paise' = 'rupees'): string {
  const abs = Math.abs(Math.round(amount));
  const paise = unit === 'paise';
  const whole = String(paise ? Math.floor(abs / 100) : abs).replace(
    /(\d)(?=(\d\d)*\d{3}$)/g,
    '$1,',
  );
  const cents = paise ? `.${String(abs % 100).padStart(2, '0')}` : '';
  return `${amount < 0 && abs > 0 ? '-' : ''}₹${whole}${cents}`;
}
