import { CREDIT_TEMPLATES, reportAcceptedText } from '@fitthali/domain/credit-messages';
import { type FormEvent, useId, useState } from 'react';
import { useSelfService } from '../../../i18n/self-service';
import { formatRupees } from '../../../lib/format';
import type { Delivery } from '../api/types';

type Props = {
  delivery: Delivery;
  now: Date;
  busy: boolean;
  onReport: (delivery: Delivery, reason: string) => Promise<unknown>;
};

const REPORT_WORDS = {
  pending: 'You reported this meal as not received. We will look into it.',
  rejected: 'Your report was not accepted',
} as const;

/** A meal marked delivered, not yet reported, whose report window is still open at `now`. */
export function canStillReport(delivery: Delivery, now: Date): boolean {
  return (
    delivery.status === 'delivered' &&
    !delivery.report &&
    !!delivery.reportUntil &&
    now.getTime() <= Date.parse(delivery.reportUntil)
  );
}

/**
 * "Not received?" on a meal marked delivered (issue 14 point 3): open until 24 hours after its
 * window; once sent, the row says where the report stands.
 */
export function ReportMissed({ delivery, now, busy, onReport }: Props) {
  const id = useId();
  const { t, say, dayTime } = useSelfService('deliveries');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { report } = delivery;
  // A credit is promised only when one was given (decision 154); the other answers are sentences.
  const accepted = reportAcceptedText(delivery.credit);
  const acceptedLine = delivery.credit
    ? say(accepted, CREDIT_TEMPLATES.reportAcceptedCredit, {
        amount: formatRupees(delivery.credit),
      })
    : t(accepted);
  if (report) {
    return (
      <p className="delivery-row__when">
        {report.status === 'accepted' ? acceptedLine : t(REPORT_WORDS[report.status])}
        {report.status === 'rejected' && report.decisionReason ? `: ${report.decisionReason}` : ''}
      </p>
    );
  }
  if (!canStillReport(delivery, now)) return null;
  const until = new Date(delivery.reportUntil ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onReport(delivery, reason);
    setOpen(false);
  };

  return (
    <div className="delivery-row__change">
      <p className="delivery-row__when" id={`${id}-until`}>
        {t('Not received? Tell us by {until}', { until: dayTime(until) })}
      </p>
      {open ? (
        <form className="report-missed" onSubmit={submit}>
          <label htmlFor={`${id}-reason`}>{t('What happened (optional)')}</label>
          <input
            id={`${id}-reason`}
            className="field__input"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
            {t('Report not received')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-describedby={`${id}-until`}
          disabled={busy}
          onClick={() => setOpen(true)}
        >
          {t('Not received?')}
        </button>
      )}
    </div>
  );
}
