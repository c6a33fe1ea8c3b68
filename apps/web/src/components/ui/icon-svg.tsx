import type { ReactNode } from 'react';

// The frame every FitThali line icon is drawn in: a 24 px grid, round strokes in the text colour.
// Icons are decorative, so the control that holds one carries the accessible name.

export type IconProps = { size?: number; className?: string };

export function IconSvg({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * An icon component that draws `drawing` (its paths, circles and rects) in the frame above. The
 * annotation lets the bundler drop icons no page uses, as it drops unused functions.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineIcon(drawing: ReactNode) {
  return (props: IconProps) => <IconSvg {...props}>{drawing}</IconSvg>;
}
