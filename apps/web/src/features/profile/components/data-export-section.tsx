import { useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { toast } from '../../../lib/toast';
import { downloadMyData } from '../api/data-export';
import '../data-export.css';

/** The section's English text, in one place for its translation. */
export const DATA_EXPORT_TEXT = {
  title: 'Your data',
  description:
    'Download a copy of everything we keep about you: your profile, addresses, orders, meals, payments, credits, refunds, invoices, messages and ratings, in one JSON file.',
  button: 'Download my data',
  busy: 'Preparing your file…',
  failed: 'Could not download your data. Try again.',
} as const;

/**
 * "Download my data" (India's Digital Personal Data Protection Act, 2023; decision 223): the
 * customer saves their own record, fetched with their session.
 */
export function DataExportSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      toast.error(DATA_EXPORT_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledSection
      className="profile-section data-export"
      titleClassName="profile-section__title"
      title={DATA_EXPORT_TEXT.title}
    >
      <p className="data-export__text">{DATA_EXPORT_TEXT.description}</p>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? DATA_EXPORT_TEXT.busy : DATA_EXPORT_TEXT.button}
      </button>
    </TitledSection>
  );
}
