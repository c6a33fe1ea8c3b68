import { MSG } from '@fitthali/domain/messages';
import { deliveredText, planProgress } from '@fitthali/domain/plan-progress';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CheckCircleIcon } from '../../../components/ui/action-icons';
import type { IconProps } from '../../../components/ui/icon-svg';
import { CalendarIcon, LeafIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { LogOutIcon, ReceiptIcon, TrashIcon } from '../../../components/ui/page-icons';
import { useLocalePath } from '../../../i18n/locale-link';
import { useSelfService } from '../../../i18n/self-service';
import { translateWith } from '../../../i18n/with-element';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import type { ProfileSubscription, ProfileUser } from '../api/types';
import { arrivalMessage } from '../lib/arrival';
import { isActive, runningPlanMeals } from '../lib/subscriptions';
import { DeleteAccountDialog } from './delete-account-dialog';
import { MealProgressGauge } from './meal-progress-gauge';
import { SubscriptionList } from './subscription-list';
import { TransactionList } from './transaction-list';
import '../profile.css';

/** SPEC §9: how long the logout and account-deletion screens stay before moving on. */
export const LOGOUT_REDIRECT_MS = 100;
export const DELETE_REDIRECT_MS = 1500;

type Props = {
  user: ProfileUser;
  /** Renew on a plan's card (decision 78): the route hands it the ordering feature's. */
  onRenew?: (subscription: ProfileSubscription) => boolean;
  /** The meal credits' section (features/credits), which the route renders below the plans. */
  creditsSection?: ReactNode;
  /** The tax invoices' section (features/invoices), below the transactions. */
  invoicesSection?: ReactNode;
  notificationsSection?: ReactNode;
  /** What the customer avoids eating (features/preferences), above the notifications. */
  preferencesSection?: ReactNode;
  /** Name, password, email and phone (features/account), above the delete button. */
  accountSection?: ReactNode;
};

type Icon = ComponentType<IconProps>;

/** A way to reach the customer, under the welcome; nothing when the account has none. */
function ContactLine({ Icon, label, value }: { Icon: Icon; label: string; value?: string | null }) {
  if (!value) return null;
  return (
    <li>
      <Icon size={16} />
      <span className="visually-hidden">{label}: </span>
      {value}
    </li>
  );
}

/** One figure of the overview beside the meal progress. */
function StatTile({ Icon, value, label }: { Icon: Icon; value: number; label: string }) {
  return (
    <li className="stat-tile">
      <span className="stat-tile__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className="stat-tile__value">{value}</span>
      <span className="stat-tile__label">{label}</span>
    </li>
  );
}

/** /profile (SPEC §2.13) for the customer the route's clientLoader read. */
export function ProfilePage({
  user,
  onRenew,
  creditsSection,
  invoicesSection,
  notificationsSection,
  preferencesSection,
  accountSection,
}: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t, odia, day } = useSelfService('account');
  const localePath = useLocalePath();
  // Orders changed here (an unpaid order cancelled) show the server's answer in place until the
  // profile is read again, without loading it again (SPEC §4).
  const [changed, setChanged] = useState<{
    after: ProfileUser;
    rows: Record<string, ProfileSubscription>;
  }>({ after: user, rows: {} });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const logout = () => {
    setLeaving(true);
    clearSession();
    timer.current = setTimeout(() => navigate(localePath('/login')), LOGOUT_REDIRECT_MS);
  };

  const deleted = () => {
    setDialogOpen(false);
    setLeaving(true);
    toast.success(t(MSG.accountDeleted));
    clearSession();
    timer.current = setTimeout(() => navigate(localePath('/signup')), DELETE_REDIRECT_MS);
  };

  const deleteFailed = () => {
    setDialogOpen(false);
    toast.error(t(MSG.deleteAccountFailed));
  };

  const changedRows = changed.after === user ? changed.rows : {};
  const subscriptions = (user.subscriptions ?? []).map((sub) => changedRows[sub._id] ?? sub);
  const transactions = user.transactions ?? [];
  const refunds = user.refunds ?? [];
  const credits = typeof user.credits === 'number' ? user.credits : 0;
  const activePlans = subscriptions.filter(isActive).length;
  const progress = planProgress(runningPlanMeals(subscriptions));
  const name = user.name?.trim() || t('there');
  const arrival = arrivalMessage(location.state);

  return (
    <div className="profile">
      <section className="profile-hero">
        <div className="container profile-hero__inner">
          <div className="profile-hero__who">
            <span className="profile-avatar" aria-hidden="true">
              {name.charAt(0).toUpperCase()}
            </span>
            <div>
              <p className="eyebrow">{t('My Profile')}</p>
              <h1 className="profile-hero__title">{t('Welcome, {name}', { name })}</h1>
              <ul className="profile-hero__contact">
                <ContactLine Icon={PhoneIcon} label={t('Phone')} value={user.phone} />
                <ContactLine Icon={MailIcon} label={t('Email')} value={user.email} />
              </ul>
            </div>
          </div>
          <button type="button" className="btn btn--ghost" onClick={logout} disabled={leaving}>
            <LogOutIcon size={18} />
            {t('Logout')}
          </button>
        </div>
      </section>

      <div className="container profile__body">
        {arrival ? (
          <p className="profile-arrival" role="status">
            <CheckCircleIcon size={20} />
            {t(arrival)}
          </p>
        ) : null}
        <section className="profile-overview" aria-label={t('Overview')}>
          <div className="profile-card profile-card--gauge">
            <h2 className="profile-card__title">{t('Meal Progress')}</h2>
            <MealProgressGauge progress={progress} />
            <p className="profile-card__note" data-testid="meal-progress-text">
              {progress.bought > 0 ? (
                <>
                  {odia
                    ? t('{delivered} of {bought} meals delivered', {
                        delivered: progress.delivered,
                        bought: progress.bought,
                      })
                    : deliveredText(progress)}
                  {progress.endDate ? (
                    <>
                      <br />
                      {t('Last delivery {date}', { date: day(progress.endDate) })}
                    </>
                  ) : null}
                </>
              ) : (
                t('No plan running')
              )}
            </p>
            <p className="profile-card__credits">
              {translateWith(t, 'Meal credits: {credits}', 'credits', <strong>{credits}</strong>)}
              <span className="profile-card__hint">
                {credits > 0 ? (
                  <a href="#credits-heading">{t('See what they are worth and when they expire')}</a>
                ) : (
                  t('A missed meal earns a credit for your next order.')
                )}
              </span>
            </p>
          </div>
          <ul className="stat-tiles">
            <StatTile Icon={CalendarIcon} value={activePlans} label={t('Active plans')} />
            <StatTile
              Icon={ReceiptIcon}
              value={transactions.length}
              label={t('Total transactions')}
            />
            <StatTile Icon={LeafIcon} value={credits} label={t('Meal credits')} />
          </ul>
        </section>

        <SubscriptionList
          subscriptions={subscriptions}
          onRenew={onRenew}
          onChanged={(updated) =>
            setChanged((current) => ({
              after: user,
              rows: { ...(current.after === user ? current.rows : {}), [updated._id]: updated },
            }))
          }
        />

        {creditsSection}

        {preferencesSection}

        {notificationsSection}

        {transactions.length > 0 || refunds.length > 0 ? (
          <TransactionList transactions={transactions} refunds={refunds} />
        ) : null}

        {invoicesSection}

        {accountSection}

        <section className="profile-section danger-zone" aria-labelledby="account-heading">
          <div>
            <h2 id="account-heading" className="profile-section__title">
              {t('Delete account')}
            </h2>
            <p className="danger-zone__text">
              {t(
                'Removes your name, email, phone number, password and saved addresses for good. Past orders stay in our accounts without your details.',
              )}
            </p>
          </div>
          <button
            type="button"
            className="btn btn--danger-outline"
            onClick={() => setDialogOpen(true)}
            disabled={leaving}
          >
            <TrashIcon size={18} />
            {t('Delete account')}
          </button>
        </section>
      </div>

      <DeleteAccountDialog
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onDeleted={deleted}
        onFailed={deleteFailed}
      />
    </div>
  );
}
