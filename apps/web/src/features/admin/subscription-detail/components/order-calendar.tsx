import { deliveryStatusLabel } from '@fitthali/domain/delivery-messages';
import { MSG } from '@fitthali/domain/messages';
import { useMemo } from 'react';
import { TitledSection } from '../../../../components/ui/titled-section';
import { formatShortDay } from '../../../../lib/format';
import type { Delivery } from '../../../deliveries/api/types';
import { CALENDAR_TONES, orderCalendar } from '../lib/order-calendar';

/**
 * The order's days from first to last delivery, each meal coloured by its status, on the §2.15
 * calendar's grid (its `calendar-*` styles); the legend names the colours, and each day says
 * its meals in words for screen readers.
 */
export function OrderCalendar({ deliveries }: { deliveries: readonly Delivery[] }) {
  const days = useMemo(() => orderCalendar(deliveries), [deliveries]);
  return (
    <TitledSection
      className="admin-card order-calendar"
      titleClassName="admin-section-title"
      title="Calendar"
    >
      {days.length === 0 ? (
        <p className="calendar-empty">{MSG.noDeliveryDates}</p>
      ) : (
        <>
          <ul className="order-calendar__legend" aria-label="Legend">
            {CALENDAR_TONES.map(({ tone, label }) => (
              <li key={tone}>
                <span className={`order-calendar__swatch order-tone--${tone}`} aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
          <ul className="calendar-grid order-calendar__grid" aria-label="Deliveries by day">
            {days.map((day) => (
              <li
                key={day.date}
                className={`calendar-day order-calendar__day${day.meals.length > 0 ? '' : ' order-calendar__day--empty'}`}
              >
                <span className="calendar-day__date">{formatShortDay(day.date)}</span>
                <span className="order-calendar__meals">
                  {day.meals.length === 0 ? (
                    <span className="visually-hidden">No delivery</span>
                  ) : (
                    day.meals.map(({ delivery, tone }) => (
                      <span
                        key={delivery._id}
                        className={`order-calendar__meal order-tone--${tone}`}
                        title={`${delivery.slot}: ${tone === 'makeup' ? 'Makeup' : deliveryStatusLabel(delivery.status, delivery.pauseId !== null)}`}
                      >
                        <span aria-hidden="true">{delivery.slot.slice(0, 1)}</span>
                        <span className="visually-hidden">
                          {delivery.slot}{' '}
                          {tone === 'makeup'
                            ? 'makeup, scheduled'
                            : deliveryStatusLabel(delivery.status, delivery.pauseId !== null)}
                        </span>
                      </span>
                    ))
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}
