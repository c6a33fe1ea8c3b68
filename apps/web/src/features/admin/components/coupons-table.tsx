import { useState } from 'react';
import { TableHead } from '../../../components/ui/table-head';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { Coupon } from '../api/types';
import { updateCoupon } from '../api/update-coupon';
import { TableScroll } from './table-scroll';

function couponState(coupon: Coupon): { label: string; tone: 'ok' | 'bad' | 'wait' } {
  if (!coupon.active) return { label: 'Inactive', tone: 'bad' };
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) < Date.now()) {
    return { label: 'Expired', tone: 'wait' };
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return { label: 'Used up', tone: 'wait' };
  }
  return { label: 'Active', tone: 'ok' };
}

type Props = { coupons: readonly Coupon[]; onChanged: (coupon: Coupon) => void };

export function CouponsTable({ coupons, onChanged }: Props) {
  const [busyCode, setBusyCode] = useState<string | null>(null);

  const setActive = async (coupon: Coupon, active: boolean) => {
    setBusyCode(coupon.code);
    try {
      const answer = await updateCoupon(coupon.code, { active });
      onChanged(answer.coupon);
      toast.success(`${coupon.code} ${active ? 'activated' : 'deactivated'}.`);
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not update the coupon.',
      );
    } finally {
      setBusyCode(null);
    }
  };

  if (coupons.length === 0) {
    return (
      <div className="admin-card admin-card--empty">
        <p>No coupons yet.</p>
      </div>
    );
  }
  return (
    <TableScroll label="Coupons">
      <table className="admin-table">
        <TableHead
          columns={[
            'Code',
            { label: 'Discount', className: 'admin-table__num' },
            'Status',
            'Expires',
            'Used',
            'Created',
            { label: 'Actions', hidden: true },
          ]}
        />
        <tbody>
          {coupons.map((coupon) => {
            const state = couponState(coupon);
            return (
              <tr key={coupon.code}>
                <th scope="row">
                  <code>{coupon.code}</code>
                </th>
                <td className="admin-table__num">{formatRupees(coupon.amount)} off</td>
                <td>
                  <span className={`admin-badge admin-badge--${state.tone}`}>{state.label}</span>
                </td>
                <td>{coupon.expiresAt ? formatDate(coupon.expiresAt) : 'Never'}</td>
                <td>
                  {coupon.usedCount}
                  {coupon.usageLimit !== null ? ` of ${coupon.usageLimit}` : ''}
                </td>
                <td>{formatDate(coupon.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className={`btn btn--xs ${coupon.active ? 'btn--ghost-danger' : 'btn--ghost'}`}
                    disabled={busyCode === coupon.code}
                    aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                    onClick={() => setActive(coupon, !coupon.active)}
                  >
                    {coupon.active ? 'Deactivate' : 'Activate'}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
