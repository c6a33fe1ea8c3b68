import { type ClientLoaderFunctionArgs, Link, useNavigate } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { ChefHatIcon, TruckIcon } from '../../../components/ui/icons';
import { LogOutIcon, ReceiptIcon } from '../../../components/ui/page-icons';
import { forgetAdminToken } from '../../../lib/admin-session';
import { formatRupees } from '../../../lib/format';
import { getDashboard } from '../api/get-dashboard';
import { ChartIcon, ClipboardIcon } from '../components/admin-icons';
import { InvoiceDetailsAlert } from '../components/invoice-details-alert';
import { LiveStatus } from '../components/live-status';
import { MONEY_CAPTIONS, MoneyFiguresSection } from '../components/money-figures';
import { StatCard } from '../components/stat-card';
import { useAdminLive } from '../hooks/admin-live-context';
import { useRevalidateOnNewOrder } from '../hooks/use-revalidate-on-new-order';
import { adminLoadSilently } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';

const count = new Intl.NumberFormat('en-IN');

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoadSilently('admin dashboard', () => getDashboard(request.signal));
}

export default function AdminDashboard({ loaderData: data }: ScreenProps<typeof clientLoader>) {
  const navigate = useNavigate();
  const { connection } = useAdminLive();
  // The figures follow the alarm: every new order loads them again.
  useRevalidateOnNewOrder();

  const logout = () => {
    forgetAdminToken();
    navigate('/admin-login');
  };

  return (
    <AdminPage title="Dashboard" intro="Orders, active subscriptions and revenue at a glance.">
      {data?.invoiceStatus && !data.invoiceStatus.ready ? (
        <InvoiceDetailsAlert waiting={data.invoiceStatus.paymentsWithoutInvoice} />
      ) : null}
      <div className="dashboard-bar">
        <LiveStatus connection={connection} />
        <button type="button" className="btn btn--ghost btn--sm" onClick={logout}>
          <LogOutIcon size={18} />
          Logout
        </button>
      </div>
      <dl className="stat-grid">
        <StatCard
          label="Total Orders"
          icon={<ReceiptIcon size={22} />}
          value={count.format(data?.totalOrders ?? 0)}
        />
        <StatCard
          label="Active Subscriptions"
          icon={<ClipboardIcon size={22} />}
          value={count.format(data?.activeSubs ?? 0)}
        />
        <StatCard
          label="Revenue Generated"
          caption={MONEY_CAPTIONS.revenue}
          icon={<ChartIcon size={22} />}
          value={formatRupees(data?.revenue ?? 0)}
        />
        <StatCard
          label="Most Popular Plan"
          icon={<ChefHatIcon size={22} />}
          value={data?.popularPlan || 'N/A'}
        />
      </dl>
      <p className="stat-note">
        Revenue Generated is the money the business keeps: online payments captured and COD cash
        collected, less money refunded. Cash still to collect is not in it.
      </p>
      {data && data.sold !== undefined ? (
        <MoneyFiguresSection
          title="Money"
          figures={{
            sold: data.sold,
            collected: data.collected ?? 0,
            collectedOnline: data.collectedOnline ?? 0,
            collectedCash: data.collectedCash ?? 0,
            refunded: data.refunded ?? 0,
            creditsOutstanding: data.creditsOutstanding ?? 0,
            cashDue: data.cashDue ?? 0,
          }}
        />
      ) : null}
      <p className="stat-note" data-testid="notification-failures">
        <Link to="/admin/notifications?status=failed">
          {count.format(data?.notificationFailures ?? 0)} customer message
          {data?.notificationFailures === 1 ? '' : 's'} failed to send
        </Link>
      </p>
      <nav className="quick-links" aria-label="Shortcuts">
        <Link to="/admin/kitchen" className="quick-link">
          <TruckIcon size={20} />
          <span className="quick-link__text">
            <strong className="quick-link__title">Tomorrow&rsquo;s kitchen sheet</strong>
            <span className="quick-link__desc">What to cook and where to deliver</span>
          </span>
        </Link>
        <Link to="/admin/subscriptions" className="quick-link">
          <ClipboardIcon size={20} />
          <span className="quick-link__text">
            <strong className="quick-link__title">All subscriptions</strong>
            <span className="quick-link__desc">Calendars, addresses, cancellations</span>
          </span>
        </Link>
        <Link to="/admin/revenue" className="quick-link">
          <ChartIcon size={20} />
          <span className="quick-link__text">
            <strong className="quick-link__title">Revenue this week</strong>
            <span className="quick-link__desc">Day by day, with the month&rsquo;s total</span>
          </span>
        </Link>
      </nav>
    </AdminPage>
  );
}
