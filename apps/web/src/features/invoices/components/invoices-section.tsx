import { TitledSection } from '../../../components/ui/titled-section';
import type { InvoiceView } from '../api/invoices';
import { InvoiceTable } from './invoice-table';

/** The profile's tax invoices and credit notes (issue 15 point 5); nothing until there is one. */
export function InvoicesSection({ invoices }: { invoices: InvoiceView[] }) {
  if (invoices.length === 0) return null;
  return (
    <TitledSection
      className="profile-section"
      titleClassName="profile-section__title"
      title="Invoices"
    >
      <div className="table-scroll">
        <InvoiceTable invoices={invoices} tableClassName="txn-table" />
      </div>
    </TitledSection>
  );
}
