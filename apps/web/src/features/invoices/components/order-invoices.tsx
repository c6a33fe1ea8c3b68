import { TitledSection } from '../../../components/ui/titled-section';
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
    <TitledSection
      className="admin-card"
      titleClassName="admin-section-title"
      title={<>Invoices ({invoices.length})</>}
    >
      <div className="table-scroll">
        <InvoiceTable invoices={invoices} session={session} tableClassName="admin-table" />
      </div>
    </TitledSection>
  );
}
