import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; icon: ReactNode };

/** One figure of the dashboard; the grid around it is a <dl>. */
export function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <div className="stat-card">
      <dt className="stat-card__label">
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="stat-card__value">{value}</dd>
    </div>
  );
}
