import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { TableHead } from '../../../components/ui/table-head';
import { formatDate, formatRupees } from '../../../lib/format';
import { getRevenue } from '../api/get-revenue';
import { AdminRouteError } from '../components/admin-route-error';
import { MoneyFiguresSection } from '../components/money-figures';
import { RevenueChart } from '../components/revenue-chart';
import { TableScroll } from '../components/table-scroll';
import { useRevalidateOnNewOrder } from '../hooks/use-revalidate-on-new-order';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });

// Orders sold by the day they were confirmed; the money kept is the dashboard's Revenue Generated
// (decision 139).
const INTRO =
  'Orders’ totals by the day they were confirmed (not cancelled; online orders once paid): what was sold, not yet what was collected.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoad('admin revenue', () => getRevenue(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Revenue Overview" intro={INTRO}>
      <AdminRouteError what="revenue" />
    </AdminPage>
  );
}

export default function AdminRevenue({ loaderData: data }: ScreenProps<typeof clientLoader>) {
  // The figures follow the alarm: every new order loads them again.
  useRevalidateOnNewOrder();

  return (
    <AdminPage title="Revenue Overview" intro={INTRO}>
      {data ? (
        <>
          <dl className="stat-grid stat-grid--two">
            <div className="stat-card">
              <dt className="stat-card__label">
                This week ({formatDate(data.week.start)} – {formatDate(data.week.end)})
              </dt>
              <dd className="stat-card__value">{formatRupees(data.week.total)}</dd>
            </div>
            <div className="stat-card">
              <dt className="stat-card__label">
                This month ({monthName.format(new Date(`${data.month.start}T00:00:00`))})
              </dt>
              <dd className="stat-card__value">{formatRupees(data.month.total)}</dd>
            </div>
          </dl>
          {data.month.sold !== undefined ? (
            <MoneyFiguresSection
              title={`Books for ${monthName.format(new Date(`${data.month.start}T00:00:00`))}`}
              figures={{
                sold: data.month.sold,
                collected: data.month.collected ?? 0,
                collectedOnline: data.month.collectedOnline ?? 0,
                collectedCash: data.month.collectedCash ?? 0,
                refunded: data.month.refunded ?? 0,
              }}
            />
          ) : null}
          {data.books ? (
            <MoneyFiguresSection title="Books since the start" figures={data.books} />
          ) : null}
          <section className="admin-card revenue-card" aria-label="Weekly revenue chart">
            <RevenueChart days={data.week.days} />
          </section>
          <section className="admin-card revenue-days" aria-labelledby="revenue-days-title">
            <h2 className="admin-section-title" id="revenue-days-title">
              Day by day
            </h2>
            <TableScroll label="Revenue by day">
              <table className="admin-table">
                <TableHead
                  columns={['Day', 'Date', { label: 'Revenue', className: 'admin-table__num' }]}
                />
                <tbody>
                  {data.week.days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{day.label}</th>
                      <td>
                        <time dateTime={day.date}>{formatDate(day.date)}</time>
                      </td>
                      <td className="admin-table__num">
                        {day.future ? (
                          <span className="admin-muted">Not yet</span>
                        ) : (
                          formatRupees(day.revenue)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      Week total
                    </th>
                    <td className="admin-table__num">{formatRupees(data.week.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </section>
        </>
      ) : null}
    </AdminPage>
  );
}
