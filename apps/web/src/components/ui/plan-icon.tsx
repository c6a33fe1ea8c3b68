import type { PlanId } from '@fitthali/domain/plans';
import { lineIcon } from './icon-svg';

// The plan marks are drawn here, their only user, so pages without a plan card do not load them.

const DumbbellIcon = lineIcon(<path d="M6 7v10M3 9.5v5M18 7v10M21 9.5v5M6 12h12" />);

const ScaleIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="4" />
    <path d="M8 10a4 4 0 0 1 8 0z" />
    <path d="M12 10l1.5-2" />
  </>,
);

const HeartPulseIcon = lineIcon(
  <>
    <path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z" />
    <path d="M6 12h3l1.5-2.5 2 4 1.5-1.5H18" />
  </>,
);

const SlidersIcon = lineIcon(
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);

const BriefcaseIcon = lineIcon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
);

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
