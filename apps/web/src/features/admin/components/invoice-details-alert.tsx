import { Link } from 'react-router';

/**
 * Said loudly on the dashboard and the settings page while the business's legal details are
 * missing (issue 25 point 5): no tax invoice is issued until they are saved, and then every
 * payment waiting gets its own, dated the day it was paid (decision 138).
 */
export function InvoiceDetailsAlert({
  waiting,
  linkToSettings = true,
}: {
  waiting: number;
  linkToSettings?: boolean;
}) {
  return (
    <div className="admin-card inline-error invoice-alert" role="alert">
      <strong>Tax invoices are not being issued.</strong> The business’s legal name, registered
      address, GSTIN and FSSAI number are not all saved.{' '}
      {waiting === 1
        ? '1 payment is waiting for its invoice. '
        : `${waiting.toLocaleString('en-IN')} payments are waiting for their invoices. `}
      Once the details are saved, each gets its invoice, dated the day it was paid.{' '}
      {linkToSettings ? <Link to="/admin/settings">Add the business details</Link> : null}
    </div>
  );
}
