import { PLANS } from '@fitthali/domain/plans';
import { PlanCard } from './plan-card';

export function PlanGrid({ headingLevel }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="plan-grid">
      {PLANS.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
