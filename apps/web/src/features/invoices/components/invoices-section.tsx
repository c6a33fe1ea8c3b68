import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/messages';
import type { InvoiceView } from '../api/invoices';
import { InvoiceTable } from './invoice-table';

/** The profile's tax invoices and credit notes (issue 15 point 5); nothing until there is one. */
export function InvoicesSection({ invoices }: { invoices: InvoiceView[] }) {
  const t = useT('account');
  if (invoices.length === 0) return null;
  return (
    <TitledSection
      className="profile-section"
      titleClassName="profile-section__title"
      title={t('Invoices')}
    >
      <div className="table-scroll">
        <InvoiceTable invoices={invoices} tableClassName="txn-table" />
      </div>
    </TitledSection>
  );
}
