import type { BusinessSettings } from '@fitthali/domain/business-details';
import { useState } from 'react';
import { saveBusinessSettings } from '../api/business-settings';
import type { InvoiceStatus } from '../api/types';
import { InvoiceDetailsAlert } from './invoice-details-alert';
import { SettingsForm, SettingsInput } from './settings-form';

type TextField = Exclude<keyof BusinessSettings, 'grievanceOfficer' | 'pricesIncludeGst' | 'state'>;
type OfficerField = keyof BusinessSettings['grievanceOfficer'];

const BUSINESS_FIELDS: { field: TextField; label: string; type?: string; hint?: string }[] = [
  { field: 'legalName', label: 'Legal name' },
  { field: 'address', label: 'Registered address' },
  { field: 'gstin', label: 'GSTIN', hint: '15 characters, Odisha (21…)' },
  { field: 'fssai', label: 'FSSAI licence number', hint: '14 digits' },
  { field: 'phone', label: 'Customer-care phone', type: 'tel' },
  { field: 'email', label: 'Customer-care email', type: 'email' },
  { field: 'invoicePrefix', label: 'Invoice number prefix', hint: '1 to 3 letters or digits' },
];

const OFFICER_FIELDS: { field: OfficerField; label: string; type?: string }[] = [
  { field: 'name', label: 'Grievance officer’s name' },
  { field: 'email', label: 'Grievance officer’s email', type: 'email' },
  { field: 'phone', label: 'Grievance officer’s phone', type: 'tel' },
];

/**
 * Settings: the legal details the storefront shows (footer, contact page) and every tax invoice
 * carries (issue 15 points 5 and 6). The server validates; its sentence is shown as it is.
 */
export function BusinessSettingsForm({
  settings,
  invoiceStatus,
}: {
  settings: BusinessSettings;
  invoiceStatus: InvoiceStatus;
}) {
  const [values, setValues] = useState(settings);
  const [status, setStatus] = useState(invoiceStatus);
  const [issued, setIssued] = useState(0);

  const save = async () => {
    const answer = await saveBusinessSettings(values);
    setValues(answer.settings);
    setStatus(answer.invoiceStatus);
    setIssued(answer.invoicesIssued?.invoices ?? 0);
  };

  return (
    <SettingsForm
      title="Business and invoices"
      intro="Shown in the storefront's footer and contact page, and printed on every tax invoice. Invoices are issued once the legal name, address, GSTIN and FSSAI number are saved; an invoice already issued never changes."
      what="business settings"
      save={save}
    >
      {(fields) => (
        <>
          {status.ready ? null : (
            <InvoiceDetailsAlert waiting={status.paymentsWithoutInvoice} linkToSettings={false} />
          )}
          {issued > 0 ? (
            <p className="admin-muted" role="status">
              {issued === 1
                ? '1 invoice was issued for a payment taken before the details were saved.'
                : `${issued} invoices were issued for payments taken before the details were saved.`}
            </p>
          ) : null}
          <div className="admin-form-grid">
            {BUSINESS_FIELDS.map(({ field, label, type, hint }) => (
              <SettingsInput
                key={field}
                fields={fields}
                id={field}
                label={
                  <>
                    {label}
                    {hint ? <span className="admin-muted"> ({hint})</span> : null}
                  </>
                }
                type={type}
                value={values[field]}
                onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
              />
            ))}
            <div className="admin-field">
              <label htmlFor={`${fields.ids}-state`}>State</label>
              <select id={`${fields.ids}-state`} value={values.state} disabled>
                <option value="Odisha">Odisha (place of supply)</option>
              </select>
            </div>
          </div>
          <fieldset className="delivery-settings__slot">
            <legend>Grievance officer</legend>
            <div className="admin-form-grid">
              {OFFICER_FIELDS.map(({ field, label, type }) => (
                <SettingsInput
                  key={field}
                  fields={fields}
                  id={`officer-${field}`}
                  label={label}
                  type={type}
                  value={values.grievanceOfficer[field]}
                  onChange={(value) =>
                    setValues((current) => ({
                      ...current,
                      grievanceOfficer: { ...current.grievanceOfficer, [field]: value },
                    }))
                  }
                />
              ))}
            </div>
          </fieldset>
          <div className="admin-field admin-field--check">
            <label>
              <input
                type="checkbox"
                checked={values.pricesIncludeGst}
                onChange={(event) =>
                  setValues((current) => ({ ...current, pricesIncludeGst: event.target.checked }))
                }
              />{' '}
              Plan prices include GST (5 %: CGST 2.5 % + SGST 2.5 %)
            </label>
          </div>
        </>
      )}
    </SettingsForm>
  );
}
