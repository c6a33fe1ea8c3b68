import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { KITCHEN_SLOTS, type KitchenSlot } from '@fitthali/domain/plans';
import { useId, useState } from 'react';
import { AdminPage } from '../../../components/ui/admin-page';
import { downloadKitchenCsv } from '../../../features/admin/api/download-kitchen-csv';
import { getKitchenSheet } from '../../../features/admin/api/get-kitchen-sheet';
import { KitchenDeliveries, KitchenMeals } from '../../../features/admin/components/kitchen-sheet';
import { LoadError } from '../../../features/admin/components/load-error';
import { useAdminLive } from '../../../features/admin/hooks/admin-live-context';
import { useAdminResource } from '../../../features/admin/hooks/use-admin-resource';
import { formatDate } from '../../../lib/format';
import { pageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import type { Route } from './+types/kitchen';

export const meta: Route.MetaFunction = () =>
  pageMeta('Kitchen Sheet · Admin', 'What to cook and where to deliver, by date and slot.');

export default function AdminKitchen() {
  // Tomorrow in India, whatever the operator's own clock says.
  const [date, setDate] = useState(() => addDays(todayInIndia(), 1));
  const [slot, setSlot] = useState<KitchenSlot>('Lunch');
  const [downloading, setDownloading] = useState(false);
  const dateId = useId();
  const slotId = useId();
  const { newOrderCount } = useAdminLive();
  const sheet = useAdminResource(
    (signal) => getKitchenSheet({ date, slot }, signal),
    [date, slot, newOrderCount],
    'kitchen sheet',
  );
  const data = sheet.data?.date === date && sheet.data.slot === slot ? sheet.data : undefined;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadKitchenCsv({ date, slot });
    } catch (err) {
      console.error('kitchen CSV download failed', err);
      toast.error('Could not download the CSV. Try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminPage
      title="Kitchen Sheet"
      intro="What to cook and where to deliver for one date and slot. Lunch + Dinner orders appear on both sheets."
    >
      <div className="admin-toolbar kitchen-controls">
        <div className="admin-field admin-field--inline">
          <label htmlFor={dateId}>Date</label>
          <input
            id={dateId}
            type="date"
            value={date}
            required
            onChange={(event) => {
              if (event.target.value) setDate(event.target.value);
            }}
          />
        </div>
        <div className="admin-field admin-field--inline">
          <label htmlFor={slotId}>Slot</label>
          <select
            id={slotId}
            value={slot}
            onChange={(event) => setSlot(event.target.value as KitchenSlot)}
          >
            {KITCHEN_SLOTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-toolbar__end">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => window.print()}
            disabled={!data}
          >
            Print
          </button>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={download}
            disabled={downloading}
          >
            {downloading ? <span className="btn__spinner" aria-hidden="true" /> : null}
            Download CSV
          </button>
        </div>
      </div>

      <h2 className="kitchen-heading">
        {formatDate(date)} · {slot}
        {data ? (
          <span className="kitchen-heading__count">
            {data.totalMeals} meal{data.totalMeals === 1 ? '' : 's'}
          </span>
        ) : null}
      </h2>

      {sheet.error && !data ? <LoadError what="the kitchen sheet" onRetry={sheet.reload} /> : null}
      {!data && !sheet.error ? (
        <div className="admin-card admin-card--empty" role="status">
          <p>Loading the kitchen sheet…</p>
        </div>
      ) : null}
      {data ? (
        <div className="kitchen-sections">
          <div className="admin-card">
            <h3 className="admin-section-title" id="kitchen-meals-title">
              Meals to cook
            </h3>
            <KitchenMeals sheet={data} />
          </div>
          <div className="admin-card">
            <h3 className="admin-section-title" id="kitchen-deliveries-title">
              Deliveries ({data.deliveries.length})
            </h3>
            <KitchenDeliveries sheet={data} />
          </div>
        </div>
      ) : null}
    </AdminPage>
  );
}
