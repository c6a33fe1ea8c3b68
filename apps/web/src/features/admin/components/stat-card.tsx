import type { ReactNode } from 'react';

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** What the figure counts, in a few words, under its name (issue 25 point 6). */
  caption?: string;
};

/** One figure of the dashboard; the grid around it is a <dl>. */
export function StatCard({ label, value, icon, caption }: StatCardProps) {
  return (
    <div className="stat-card">
      <dt className="stat-card__label">
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="stat-card__term">
          <span>{label}</span>
          {caption ? <small className="stat-card__caption">{caption}</small> : null}
        </span>
      </dt>
      <dd className="stat-card__value">{value}</dd>
    </div>
  );
}
