import { type ComponentType, useEffect, useMemo } from 'react';
import { Link, NavLink, Outlet, redirect, useNavigate } from 'react-router';
import { FitThaliLogo } from '../../../components/ui/fitthali-logo';
import { CalendarIcon, ChefHatIcon, MailIcon, TruckIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { ReceiptIcon, TagIcon, UsersIcon } from '../../../components/ui/page-icons';
import {
  BowlIcon,
  CashIcon,
  ChartIcon,
  ClipboardIcon,
  GridIcon,
  SettingsIcon,
  SidebarIcon,
  StarIcon,
} from '../../../features/admin/components/admin-icons';
import { OrderAlarm } from '../../../features/admin/components/order-alarm';
import { AdminLiveContext } from '../../../features/admin/hooks/admin-live-context';
import { useNewOrderAlarm } from '../../../features/admin/hooks/use-new-order-alarm';
import { useSidebarCollapsed } from '../../../features/admin/hooks/use-sidebar-collapsed';
import { ADMIN_SESSION_ENDED, storedAdminToken } from '../../../lib/admin-session';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/admin-layout';
import '../../../features/admin/admin.css';

export const meta: Route.MetaFunction = () => pageMeta('Admin Panel', 'FitThali admin panel.');

// Only the presence of the token is checked here (SPEC §2.1); a token the API rejects (401/403 on
// any admin call, or a refused socket join) ends the session from AdminLayout below.
export function clientLoader() {
  if (!storedAdminToken()) throw redirect('/admin-login');
  return null;
}

export function HydrateFallback() {
  return <LoadingState label="Loading admin panel…" />;
}

type AdminLink = { to: string; label: string; Icon: ComponentType<{ size?: number }> };

const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/admin', label: 'Dashboard', Icon: GridIcon },
  { to: '/admin/users', label: 'Users', Icon: UsersIcon },
  { to: '/admin/subscriptions', label: 'Subscriptions', Icon: ClipboardIcon },
  { to: '/admin/kitchen', label: 'Kitchen Sheet', Icon: TruckIcon },
  { to: '/admin/plans', label: 'Plans', Icon: ChefHatIcon },
  { to: '/admin/dishes', label: 'Dishes', Icon: BowlIcon },
  { to: '/admin/menu', label: 'Menu Planner', Icon: CalendarIcon },
  { to: '/admin/ratings', label: 'Ratings', Icon: StarIcon },
  { to: '/admin/coupons', label: 'Coupons', Icon: TagIcon },
  { to: '/admin/transactions', label: 'Transactions', Icon: ReceiptIcon },
  { to: '/admin/refunds', label: 'Failed refunds', Icon: ReceiptIcon },
  { to: '/admin/revenue', label: 'Revenue', Icon: ChartIcon },
  { to: '/admin/cash-due', label: 'Cash Due', Icon: CashIcon },
  { to: '/admin/settings', label: 'Settings', Icon: SettingsIcon },
  { to: '/admin/messages', label: 'Messages', Icon: MailIcon },
  { to: '/admin/notifications', label: 'Outbox', Icon: MailIcon },
];

export default function AdminLayout() {
  const navigate = useNavigate();
  // The alarm lives in the layout, so an order rings on whichever admin screen is open.
  const { orders, dismiss, connection, newOrderCount } = useNewOrderAlarm();
  const live = useMemo(() => ({ connection, newOrderCount }), [connection, newOrderCount]);
  const [collapsed, toggleSidebar] = useSidebarCollapsed();

  useEffect(() => {
    const toLogin = () => navigate('/admin-login', { replace: true });
    window.addEventListener(ADMIN_SESSION_ENDED, toLogin);
    return () => window.removeEventListener(ADMIN_SESSION_ENDED, toLogin);
  }, [navigate]);

  return (
    <div className="admin" data-sidebar={collapsed ? 'collapsed' : 'expanded'}>
      <aside className="admin__sidebar" aria-labelledby="admin-panel-title">
        <Link to="/" className="admin__brand" aria-label="FitThali home">
          <FitThaliLogo tone="light" />
        </Link>
        <h2 className="admin__panel-title" id="admin-panel-title">
          Admin Panel
        </h2>
        <nav aria-label="Admin" id="admin-nav">
          <ul className="admin__nav">
            {ADMIN_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                {/* Dashboard is the index, so it must not stay highlighted on child pages. The
                    label stays in the link when only icons show, so it keeps its name. */}
                <NavLink
                  to={to}
                  end={to === '/admin'}
                  className="admin__link"
                  title={collapsed ? label : undefined}
                >
                  <Icon size={20} />
                  <span className="admin__link-label">{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="admin__collapse"
          aria-controls="admin-nav"
          aria-expanded={!collapsed}
          title={collapsed ? 'Expand menu' : undefined}
          onClick={toggleSidebar}
        >
          <SidebarIcon size={20} />
          <span className="admin__link-label">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
        </button>
      </aside>
      <div className="admin__content">
        <AdminLiveContext.Provider value={live}>
          <Outlet />
        </AdminLiveContext.Provider>
      </div>
      <OrderAlarm orders={orders} onDismiss={dismiss} />
    </div>
  );
}
