import type { ApiSession } from '../../../lib/api-client';
import type { InvoiceView } from '../api/invoices';
import { InvoiceTable } from './invoice-table';

/** The admin order page's invoices and credit notes, each downloadable (issue 15 point 5). */
export function OrderInvoices({
  invoices,
  session,
}: {
  invoices: InvoiceView[];
  session: ApiSession;
}) {
  if (invoices.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="order-invoices-title">
      <h2 id="order-invoices-title" className="admin-section-title">
        Invoices ({invoices.length})
      </h2>
      <div className="table-scroll">
        <InvoiceTable invoices={invoices} session={session} tableClassName="admin-table" />
      </div>
    </section>
  );
}
