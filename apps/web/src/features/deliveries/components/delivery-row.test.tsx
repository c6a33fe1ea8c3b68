import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../i18n/render-at';
import type { Delivery } from '../api/types';
import { DeliveryRow } from './delivery-row';

afterEach(cleanup);

const address = {
  at: 'Plot 42',
  po: 'Unit 3',
  dist: 'Khordha',
  pin: '751001',
  lat: 20.3,
  lng: 85.8,
};

function delivery(extra: Partial<Delivery>): Delivery {
  return {
    _id: 'd1',
    date: '2031-01-21',
    slot: 'Lunch',
    status: 'missed',
    changeUntil: '2031-01-20T12:30:00.000Z',
    makeup: false,
    pauseId: null,
    mealOption: 'Veg',
    address,
    missedReason: 'Nobody at the door',
    ...extra,
  };
}

describe('a delivery row', () => {
  it('says why a missed delivery was missed', () => {
    renderAt(
      <DeliveryRow delivery={delivery({})} now={new Date('2031-01-22T00:00:00Z')} busy={false} />,
    );
    const row = screen.getByRole('listitem', { name: 'Lunch on Tue, 21 Jan' });
    expect(row.textContent).toContain('Missed: Nobody at the door');
  });

  it('says what a missed meal earned, and promises no credit when none was given (decision 154)', () => {
    const now = new Date('2031-01-22T00:00:00Z');
    const { unmount } = renderAt(
      <DeliveryRow delivery={delivery({ credit: 249 })} now={now} busy={false} />,
    );
    expect(screen.getByRole('listitem').textContent).toContain('Meal credit: ₹249');
    unmount();
    const accepted = {
      _id: 'r1',
      status: 'accepted' as const,
      reason: null,
      decisionReason: null,
      createdAt: '2031-01-21T10:00:00.000Z',
    };
    renderAt(
      <DeliveryRow
        delivery={delivery({ credit: 0, report: accepted })}
        now={now}
        busy={false}
        onReport={async () => {}}
      />,
    );
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain(
      'No meal credit: what was paid for this order has already come back as refunds or credits',
    );
    expect(row.textContent).toContain('This meal earned no meal credit');
    expect(row.textContent).not.toContain('earned a meal credit');
  });

  it('says nothing of a reason once the delivery is no longer missed', () => {
    renderAt(
      <DeliveryRow
        delivery={delivery({ status: 'delivered', missedReason: null })}
        now={new Date('2031-01-22T00:00:00Z')}
        busy={false}
      />,
    );
    expect(screen.getByRole('listitem').textContent).not.toContain('Missed:');
  });

  it('offers "Not received?" on a delivered meal until its report window closes', () => {
    const delivered = delivery({
      status: 'delivered',
      missedReason: null,
      reportUntil: '2031-01-22T08:30:00.000Z',
    });
    const onReport = () => Promise.resolve();
    renderAt(
      <DeliveryRow
        delivery={delivered}
        now={new Date('2031-01-22T08:30:00.000Z')}
        busy={false}
        onReport={onReport}
      />,
    );
    expect(screen.getByRole('button', { name: 'Not received?' })).toBeTruthy();
    cleanup();
    renderAt(
      <DeliveryRow
        delivery={delivered}
        now={new Date('2031-01-22T08:30:00.001Z')}
        busy={false}
        onReport={onReport}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Not received?' })).toBeNull();
  });

  it('says where a report stands, with the reason of a rejection', () => {
    renderAt(
      <DeliveryRow
        delivery={delivery({
          status: 'delivered',
          missedReason: null,
          reportUntil: '2031-01-22T08:30:00.000Z',
          report: {
            _id: 'r1',
            status: 'rejected',
            reason: null,
            decisionReason: 'Photo at the door',
            createdAt: '2031-01-21T10:00:00.000Z',
          },
        })}
        now={new Date('2031-01-21T12:00:00Z')}
        busy={false}
        onReport={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toContain(
      'Your report was not accepted: Photo at the door',
    );
  });
});
