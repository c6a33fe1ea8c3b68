import { useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { downloadMyData } from '../api/data-export';
import '../data-export.css';
import { DATA_EXPORT_TEXT } from '../lib/data-export-text';

/**
 * "Download my data" (India's Digital Personal Data Protection Act, 2023; decision 223): the
 * customer saves their own record, fetched with their session.
 */
export function DataExportSection() {
  const t = useT('account');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      toast.error(t(DATA_EXPORT_TEXT.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledSection
      className="profile-section data-export"
      titleClassName="profile-section__title"
      title={t(DATA_EXPORT_TEXT.title)}
    >
      <p className="data-export__text">{t(DATA_EXPORT_TEXT.description)}</p>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t(DATA_EXPORT_TEXT.busy) : t(DATA_EXPORT_TEXT.button)}
      </button>
    </TitledSection>
  );
}
