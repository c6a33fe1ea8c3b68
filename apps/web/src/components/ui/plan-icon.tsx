import type { PlanId } from '@fitthali/domain/plans';
import { BriefcaseIcon, DumbbellIcon, HeartPulseIcon, ScaleIcon, SlidersIcon } from './icons';

// One mark per plan, shared by the plan cards, plan pages and the order screens.
const ICONS = {
  'high-protein': DumbbellIcon,
  weightloss: ScaleIcon,
  diabetic: HeartPulseIcon,
  custom: SlidersIcon,
  'office-employee': BriefcaseIcon,
} satisfies Record<PlanId, unknown>;

export function PlanIcon({ planId, size = 28 }: { planId: PlanId; size?: number }) {
  const Icon = ICONS[planId];
  return (
    <span className={`plan-icon plan-icon--${planId}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
