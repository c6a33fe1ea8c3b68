import type { InvoiceView } from '../api/invoices';
import { InvoiceTable } from './invoice-table';

/** The profile's tax invoices and credit notes (issue 15 point 5); nothing until there is one. */
export function InvoicesSection({ invoices }: { invoices: InvoiceView[] }) {
  if (invoices.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading" className="profile-section__title">
        Invoices
      </h2>
      <div className="table-scroll">
        <InvoiceTable invoices={invoices} tableClassName="txn-table" />
      </div>
    </section>
  );
}
