import { formatIndiaDateTime } from '@fitthali/domain/india-format';
import { KITCHEN_SLOTS, type KitchenSlot } from '@fitthali/domain/plans';
import { useId, useState } from 'react';
import { type ClientLoaderFunctionArgs, useNavigation, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { downloadKitchenCsv, downloadKitchenLabels } from '../api/download-kitchen-files';
import { getKitchenSheet } from '../api/get-kitchen-sheet';
import { listMissedReports } from '../api/missed-reports';
import { AdminRouteError } from '../components/admin-route-error';
import { KitchenDishes } from '../components/kitchen-dishes';
import { KitchenMeals } from '../components/kitchen-sheet';
import { MissedReportsPanel } from '../components/missed-reports-panel';
import { RunSheet } from '../components/run-sheet';
import { useRevalidateOnNewOrder } from '../hooks/use-revalidate-on-new-order';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { oneOf, withParams } from '../lib/list-params';

const INTRO =
  'What to cook and where to deliver for one date and slot, and the run sheet to mark each delivery: it opens on the slot being delivered now. Lunch + Dinner orders appear on both sheets.';

/**
 * ?date=YYYY-MM-DD&slot=Lunch|Dinner, each absent unless chosen: the server then opens on the slot
 * now being delivered by its own clock in India (decision 142), whatever the device's clock says.
 */
function choiceOf(params: URLSearchParams): { date?: string; slot?: KitchenSlot } {
  const date = params.get('date');
  return {
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    slot: oneOf(params, 'slot', KITCHEN_SLOTS),
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const choice = choiceOf(new URL(request.url).searchParams);
  return adminLoad('kitchen sheet', async () => {
    // The reports of meals not received sit beside the run sheet; the sheet loads without them.
    const [sheet, missedReports] = await Promise.all([
      getKitchenSheet(choice, request.signal),
      listMissedReports(request.signal).catch(() => []),
    ]);
    return { ...sheet, missedReports };
  });
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Kitchen Sheet" intro={INTRO}>
      <AdminRouteError what="the kitchen sheet" />
    </AdminPage>
  );
}

export default function AdminKitchen({ loaderData: data }: ScreenProps<typeof clientLoader>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  // While another date or slot loads, the controls already show it; what was not chosen is the
  // sheet the server opened on.
  const chosen = choiceOf(
    navigation.location?.pathname === '/admin/kitchen'
      ? new URLSearchParams(navigation.location.search)
      : searchParams,
  );
  const date = chosen.date ?? data.date;
  const slot = chosen.slot ?? data.slot;
  const [downloading, setDownloading] = useState<'csv' | 'labels' | null>(null);
  const dateId = useId();
  const slotId = useId();
  useRevalidateOnNewOrder();
  const loadingHere =
    navigation.state !== 'idle' && navigation.location?.pathname === '/admin/kitchen';
  // A change fixes both, so the sheet shown stays the one chosen while the hour moves on.
  const choose = (changes: { date?: string; slot?: KitchenSlot }) =>
    setSearchParams(withParams(searchParams, { date, slot, ...changes }), { replace: true });

  const download = async (file: 'csv' | 'labels') => {
    setDownloading(file);
    try {
      await (file === 'csv' ? downloadKitchenCsv : downloadKitchenLabels)({ date, slot });
    } catch (err) {
      console.error(`kitchen ${file} download failed`, err);
      toast.error(
        file === 'csv'
          ? 'Could not download the CSV. Try again.'
          : 'Could not download the labels. Try again.',
      );
    } finally {
      setDownloading(null);
    }
  };

  return (
    <AdminPage title="Kitchen Sheet" intro={INTRO}>
      <div className="admin-toolbar kitchen-controls">
        <div className="admin-field admin-field--inline">
          <label htmlFor={dateId}>Date</label>
          <input
            id={dateId}
            type="date"
            value={date}
            required
            onChange={(event) => {
              if (event.target.value) choose({ date: event.target.value });
            }}
          />
        </div>
        <div className="admin-field admin-field--inline">
          <label htmlFor={slotId}>Slot</label>
          <select
            id={slotId}
            value={slot}
            onChange={(event) => choose({ slot: event.target.value as KitchenSlot })}
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
            disabled={loadingHere}
          >
            Print
          </button>
          <BusyButton
            className="btn btn--ghost btn--sm"
            onClick={() => download('labels')}
            busy={downloading === 'labels'}
          >
            Print labels
          </BusyButton>
          <BusyButton
            className="btn btn--primary btn--sm"
            onClick={() => download('csv')}
            busy={downloading === 'csv'}
          >
            Download CSV
          </BusyButton>
        </div>
      </div>

      <h2 className="kitchen-heading">
        {formatDate(data.date)} · {data.slot}
        <span className="kitchen-heading__count">
          {data.totalMeals} meal{data.totalMeals === 1 ? '' : 's'}
        </span>
        {/* Customers can still skip or pause until the slot's cut-off. */}
        <span className={`kitchen-badge kitchen-badge--${data.final ? 'final' : 'provisional'}`}>
          {data.final ? 'Final' : 'Provisional'}
        </span>
      </h2>
      <p className="kitchen-cutoff">
        {data.final
          ? `Changes closed ${formatIndiaDateTime(new Date(data.changesCloseAt))}: these counts are final.`
          : `Customers can change these meals until ${formatIndiaDateTime(new Date(data.changesCloseAt))}.`}
      </p>

      {loadingHere ? (
        <div className="admin-card admin-card--empty" role="status">
          <p>Loading the kitchen sheet…</p>
        </div>
      ) : (
        <div className="kitchen-sections">
          <div className="admin-card">
            <h3 className="admin-section-title" id="kitchen-meals-title">
              Meals to cook
            </h3>
            <KitchenMeals sheet={data} />
          </div>
          <div className="admin-card">
            <h3 className="admin-section-title" id="kitchen-dishes-title">
              Dishes to cook
            </h3>
            <KitchenDishes sheet={data} />
          </div>
          <section className="admin-card run-sheet-card" aria-labelledby="run-sheet-title">
            <h3 className="admin-section-title" id="run-sheet-title">
              Run sheet
            </h3>
            <RunSheet sheet={data} />
          </section>
        </div>
      )}
      <MissedReportsPanel reports={data.missedReports} linkOrders />
    </AdminPage>
  );
}
