import { useState } from 'react';
import { TableHead } from '../../../components/ui/table-head';
import { useSelfService } from '../../../i18n/self-service';
import type { ApiSession } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { downloadInvoice, type InvoiceView } from '../api/invoices';

const KIND_LABEL = { invoice: 'Tax invoice', credit_note: 'Credit note' } as const;

/** The answer's amount is rupees with paise (952.38): the one formatter, in paise. */
const rupeesWithPaise = (amount: number) => formatRupees(Math.round(amount * 100), 'paise');

/** Invoices and credit notes, each with its PDF to download. */
export function InvoiceTable({
  invoices,
  session,
  tableClassName,
}: {
  invoices: InvoiceView[];
  session?: ApiSession;
  tableClassName: string;
}) {
  const { t, date } = useSelfService('account');
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (invoice: InvoiceView) => {
    setBusy(invoice._id);
    try {
      await downloadInvoice(invoice, session);
    } catch {
      toast.error(t('Could not download {number}. Try again.', { number: invoice.number }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <table className={tableClassName}>
      <TableHead columns={[t('Number'), t('Kind'), t('Date'), t('Amount'), 'PDF']} />
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice._id}>
            <td>{invoice.number}</td>
            <td>{t(KIND_LABEL[invoice.kind])}</td>
            <td>{date(invoice.date)}</td>
            <td>
              {invoice.kind === 'credit_note' ? '− ' : ''}
              {rupeesWithPaise(invoice.amount)}
            </td>
            <td>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => download(invoice)}
                disabled={busy === invoice._id}
                aria-label={
                  invoice.kind === 'invoice'
                    ? t('Download tax invoice {number} (PDF)', { number: invoice.number })
                    : t('Download credit note {number} (PDF)', { number: invoice.number })
                }
              >
                {busy === invoice._id ? t('Downloading…') : t('Download')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
