import type { PlanId } from '@fitthali/domain/plans';
import { lineIcon } from './icon-svg';

// The plan marks are drawn here, their only user, so pages without a plan card do not load them.

const DumbbellIcon = lineIcon('dumbbell');

const ScaleIcon = lineIcon('scale');

const HeartPulseIcon = lineIcon('heart-pulse');

const SlidersIcon = lineIcon('sliders');

const BriefcaseIcon = lineIcon('briefcase');

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
