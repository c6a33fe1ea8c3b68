import { todayInIndia } from '@fitthali/domain/dates';
import {
  addressChangedMessage,
  DELIVERY_MSG,
  DELIVERY_TEMPLATES,
  pausedMessage,
  resumedMessage,
  skippedMessage,
  unskippedMessage,
} from '@fitthali/domain/delivery-messages';
import { MSG } from '@fitthali/domain/messages';
import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { RENEWAL_LABEL, renewalActionName, renewalOffer } from '@fitthali/domain/plan-renewal';
import { isPaymentMode } from '@fitthali/domain/plans';
import { isSubscriptionState } from '@fitthali/domain/subscription-status';
import { SWAP_TEMPLATES, swappedMessage } from '@fitthali/domain/swap-messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { LocaleLink } from '../../../i18n/locale-link';
import { useSelfService } from '../../../i18n/self-service';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { CustomerRefunds } from '../../refunds/components/customer-refunds';
import { changeAddressRequest } from '../api/change-address';
import { changeDelivery } from '../api/change-delivery';
import { pausePlanRequest, resumePlanRequest } from '../api/pause-plan';
import { reportMissed } from '../api/report-missed';
import { swapDishRequest } from '../api/swap-dish';
import type { Delivery, Dish, SubscriptionSchedule } from '../api/types';
import { useNow } from '../hooks/use-now';
import { STATE_LABELS } from '../lib/state-labels';
import { useStillComingLine } from '../lib/still-coming';
import { AddressChangePanel } from './address-change-panel';
import { CancelPlanPanel } from './cancel-plan-panel';
import { DeliveryRow } from './delivery-row';
import { canStillRate } from './meal-rating';
import { PausePanel } from './pause-panel';
import { canStillReport } from './report-missed';
import '../deliveries.css';

const REPORT_SENT = 'Thank you. We will check this meal and answer on this page.';

function problemOf(err: unknown): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.loginError;
}

/** The server's sentence, or one of ours in the page's language. */
const sayProblem = (err: unknown, t: (id: string) => string) => t(problemOf(err));

type Props = {
  order: SubscriptionSchedule;
  /** Opens the confirm page for the same plan again (decision 78); false when it cannot. */
  onRenew?: (subscription: SubscriptionSchedule['subscription']) => boolean;
};

/** A customer's plan and its meals, each of which they can skip, pause or bring back (issue 13). */
export function SubscriptionDeliveriesPage({ order, onRenew }: Props) {
  const revalidator = useRevalidator();
  const { t, say, day } = useSelfService('deliveries');
  const stillComing = useStillComingLine();
  const now = useNow(30_000);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const { subscription, deliveries } = order;
  const today = todayInIndia(now);
  // A cancelled meal is neither to come nor past (issue 25 point 3): it has its own group.
  const cancelledMeals = deliveries.filter((d) => d.status === 'cancelled');
  const upcoming = deliveries.filter((d) => d.date >= today && d.status !== 'cancelled');
  const past = deliveries.filter((d) => d.date < today && d.status !== 'cancelled');
  const cancelled = subscription.state === 'cancelled';
  const outcome = cancelled ? order.cancellation : null;
  const comingLine = outcome ? stillComing(outcome.stillComing) : null;
  // The last meal the customer gets: none at all when every meal was cancelled.
  const hasEnd =
    !cancelled || deliveries.some((d) => d.status !== 'cancelled' && d.status !== 'skipped');
  // The meals the customer gets: a skipped one lives on as its makeup, a cancelled one as credit.
  const owed = deliveries.filter((d) => d.status !== 'skipped' && d.status !== 'cancelled');
  const delivered = owed.filter((d) => d.status === 'delivered').length;
  const active = subscription.state === 'active' || subscription.state === 'paused';
  // Offered at any point of a running or completed plan (decision 143).
  const offer = isSubscriptionState(subscription.state)
    ? renewalOffer({ state: subscription.state, isTrial: subscription.isTrial })
    : null;

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setProblem('');
    try {
      const message = await work();
      setNotice(message);
      toast.success(message);
      await revalidator.revalidate();
    } catch (err) {
      const message = sayProblem(err, t);
      setProblem(message);
      toast.error(message);
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  const onChange = (delivery: Delivery, action: 'skip' | 'unskip') =>
    run(async () => {
      const answer = await changeDelivery(delivery._id, action);
      const english = action === 'skip' ? skippedMessage : unskippedMessage;
      return say(
        english(delivery.date, delivery.slot, answer.endDate),
        action === 'skip' ? DELIVERY_TEMPLATES.skipped : DELIVERY_TEMPLATES.unskipped,
        { slot: t(delivery.slot), date: day(delivery.date), endDate: day(answer.endDate) },
      );
    });

  const onSwap = (delivery: Delivery, dish: Dish) =>
    run(async () => {
      const answer = await swapDishRequest(delivery._id, dish._id);
      const name = answer.delivery.dish?.name ?? dish.name;
      return say(swappedMessage(delivery.slot, delivery.date, name), SWAP_TEMPLATES.swapped, {
        slot: t(delivery.slot),
        date: day(delivery.date),
        dish: name,
      });
    });
  const onRated = async (message: string) => {
    toast.success(message);
    await revalidator.revalidate();
  };

  const onReport = (delivery: Delivery, reason: string) =>
    run(async () => {
      await reportMissed(delivery._id, reason);
      return t(REPORT_SENT);
    });

  return (
    <section className="container deliveries-page">
      <p className="deliveries-page__back">
        <LocaleLink to="/profile">{t('← My profile')}</LocaleLink>
      </p>
      <header className="deliveries-page__head">
        <h1 className="deliveries-page__title">{subscription.plan}</h1>
        <span className={`delivery-status delivery-status--${subscription.state}`}>
          {t(STATE_LABELS[subscription.state] ?? subscription.state)}
        </span>
        {offer && onRenew ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            aria-label={say(
              renewalActionName(offer, subscription.plan),
              offer === 'renew' ? 'Renew {plan}' : 'Continue {plan} with a full plan',
              { plan: subscription.plan },
            )}
            onClick={() => {
              if (!onRenew(subscription)) setProblem(t(DELIVERY_MSG.renewUnavailable));
            }}
          >
            {t(RENEWAL_LABEL[offer])}
          </button>
        ) : null}
      </header>
      <dl className="deliveries-page__facts">
        <div>
          <dt>{t('Meals')}</dt>
          <dd>{t('{delivered} of {count} delivered', { delivered, count: owed.length })}</dd>
        </div>
        {hasEnd ? (
          <div>
            <dt>{cancelled ? t('Last meal') : t('Ends on')}</dt>
            <dd>{day(subscription.endDate)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Slot')}</dt>
          <dd>
            {t(subscription.slot)} · {t(subscription.mealOption)}
          </dd>
        </div>
        {subscription.paymentStatus ? (
          <div>
            <dt>{t('Payment')}</dt>
            <dd>
              {isPaymentMode(subscription.paymentMode) ? `${t(subscription.paymentMode)} · ` : ''}
              {t(paymentStatusLabel(order.paymentStanding ?? subscription.paymentStatus))}
            </dd>
          </div>
        ) : null}
        {typeof subscription.amountDue === 'number' ? (
          <div>
            <dt>{t('Cash due')}</dt>
            <dd>
              {formatRupees(subscription.amountDue)}
              {subscription.state === 'cancelled' ? (
                <span className="deliveries-page__fact-note">{t('for the meals you kept')}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {outcome && outcome.refund > 0 ? (
          <div>
            <dt>{t('Refund')}</dt>
            <dd>{formatRupees(outcome.refund)}</dd>
          </div>
        ) : null}
        {outcome && outcome.credits > 0 ? (
          <div>
            <dt>{t('Meal credits')}</dt>
            <dd>
              {outcome.credits === 1
                ? t('1 meal · {value}', { value: formatRupees(outcome.creditsValue) })
                : t('{count} meals · {value}', {
                    count: outcome.credits,
                    value: formatRupees(outcome.creditsValue),
                  })}
            </dd>
          </div>
        ) : null}
      </dl>
      {comingLine ? <p className="deliveries-page__still-coming">{comingLine}</p> : null}
      <div className="deliveries-page__status" role="status" aria-live="polite">
        {notice ? <p className="form-alert form-alert--success">{notice}</p> : null}
      </div>
      <div role="alert">
        {problem ? <p className="form-alert form-alert--error">{problem}</p> : null}
      </div>

      {active ? (
        <PausePanel
          key={subscription.pause?._id ?? 'none'}
          order={order}
          now={now}
          busy={busy}
          onPause={(from, until) =>
            run(async () => {
              const answer = await pausePlanRequest(subscription._id, from, until);
              const pause = answer.subscription.pause;
              const last = pause?.until ?? until ?? from;
              const endDate = answer.subscription.endDate;
              return say(
                pausedMessage(from, last, until === null, endDate),
                until === null
                  ? DELIVERY_TEMPLATES.pausedOpenEnded
                  : DELIVERY_TEMPLATES.pausedRange,
                { from: day(from), until: day(last), endDate: day(endDate) },
              );
            })
          }
          onResume={() =>
            run(async () => {
              const answer = await resumePlanRequest(subscription._id);
              const endDate = answer.subscription.endDate;
              return say(resumedMessage(endDate), DELIVERY_TEMPLATES.resumed, {
                endDate: day(endDate),
              });
            })
          }
        />
      ) : null}

      {active ? (
        <CancelPlanPanel
          subscriptionId={subscription._id}
          busy={busy}
          run={run}
          onProblem={(err) => {
            const message = sayProblem(err, t);
            setProblem(message);
            toast.error(message);
          }}
        />
      ) : null}

      {active ? (
        <AddressChangePanel
          order={order}
          now={now}
          busy={busy}
          onSubmit={(address, date) =>
            run(async () => {
              await changeAddressRequest(subscription._id, address, date);
              return date
                ? say(addressChangedMessage(date), DELIVERY_TEMPLATES.addressChangedDay, {
                    date: day(date),
                  })
                : t(addressChangedMessage(undefined));
            })
          }
        />
      ) : null}

      <section aria-labelledby="upcoming-deliveries" className="deliveries-list">
        <h2 id="upcoming-deliveries" className="deliveries-list__title">
          {cancelled ? t('Meals still coming') : t('Upcoming deliveries')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="deliveries-list__empty">{t('No deliveries to come.')}</p>
        ) : (
          <ul className="deliveries-list__items">
            {upcoming.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                delivery={delivery}
                now={now}
                busy={busy || !active}
                onChange={onChange}
                onReport={onReport}
                reportBusy={busy}
                onSwap={active ? onSwap : undefined}
                onRated={onRated}
              />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        // Open while a past meal can still be reported as not received or rated, so its control is seen.
        <details
          className="deliveries-list"
          open={past.some((d) => canStillReport(d, now) || canStillRate(d, now))}
        >
          <summary className="deliveries-list__title">
            {t('Past deliveries ({count})', { count: past.length })}
          </summary>
          <ul className="deliveries-list__items">
            {past.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                delivery={delivery}
                now={now}
                busy={busy}
                onChange={onChange}
                onReport={onReport}
                onRated={onRated}
              />
            ))}
          </ul>
        </details>
      ) : null}
      {cancelledMeals.length > 0 ? (
        <details className="deliveries-list deliveries-list--cancelled">
          <summary className="deliveries-list__title">
            {t('Cancelled meals ({count})', { count: cancelledMeals.length })}
          </summary>
          <ul className="deliveries-list__items">
            {cancelledMeals.map((delivery) => (
              <DeliveryRow key={delivery._id} delivery={delivery} now={now} busy={busy} />
            ))}
          </ul>
        </details>
      ) : null}
      <CustomerRefunds refunds={order.refunds ?? []} />
    </section>
  );
}
