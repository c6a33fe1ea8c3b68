import { adminCalendarProblem, walkAdminCalendar } from '@fitthali/domain/admin-calendar';
import { MSG } from '@fitthali/domain/messages';
import { useMemo } from 'react';
import { Modal } from '../../../components/ui/modal';
import { formatDate, formatShortDay } from '../../../lib/format';
import type { AdminSubscription } from '../api/types';
import { ModalCloseRow } from './modal-close-row';

type Props = { subscription: AdminSubscription | null; onClose: () => void };

/** 'View Calendar' (SPEC §2.15, §5): deliveries ticked, skipped days crossed. */
export function DeliveryCalendarModal({ subscription, onClose }: Props) {
  const days = useMemo(() => {
    if (!subscription) return [];
    const input = {
      startDate: subscription.startDate,
      selectedDays: subscription.selectedDays,
      days: subscription.days,
      deliveryDates: subscription.deliveryDates,
    };
    const calendar = walkAdminCalendar(input);
    if (calendar.length === 0) {
      console.warn(
        `Delivery calendar for ${subscription._id} is empty: ${adminCalendarProblem(input) ?? 'no dates'}`,
      );
    }
    return calendar;
  }, [subscription]);

  const deliveries = days.filter((day) => day.delivery).length;
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;

  return (
    <Modal
      open={subscription !== null}
      onClose={onClose}
      title="Delivery Calendar"
      showClose={false}
      size="md"
      description={
        subscription && days.length > 0
          ? `${subscription.plan} · ${deliveries} deliveries, ${formatDate(first)} to ${formatDate(last)}`
          : undefined
      }
    >
      {days.length === 0 ? (
        <p className="calendar-empty">{MSG.noDeliveryDates}</p>
      ) : (
        <>
          <ul className="calendar-grid">
            {days.map((day) => (
              <li
                key={day.date}
                className={`calendar-day ${day.delivery ? 'calendar-day--yes' : 'calendar-day--no'}`}
              >
                <span className="calendar-day__date">{formatShortDay(day.date)}</span>
                <span className="calendar-day__mark" aria-hidden="true">
                  {day.delivery ? '✓' : '✗'}
                </span>
                <span className="visually-hidden">{day.delivery ? 'Delivery' : 'No delivery'}</span>
              </li>
            ))}
          </ul>
          <p className="calendar-legend">
            <span className="calendar-legend__item calendar-legend__item--yes">✓ Delivery</span>
            <span className="calendar-legend__item calendar-legend__item--no">✗ No delivery</span>
          </p>
        </>
      )}
      <ModalCloseRow onClose={onClose} />
    </Modal>
  );
}
