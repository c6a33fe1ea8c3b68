// Every FitThali line icon is a symbol of one sprite (line-icons.svg: a 24 px grid, round strokes
// in the text colour), which the prerender writes once into every page (app/root.tsx), so the
// drawings are not JavaScript every page downloads and parses (decision 300). Icons are
// decorative, so the control that holds one carries the accessible name.

export type IconProps = { size?: number; className?: string };

/** A symbol of the sprite, drawn in the line-icon frame; `name` is its id in line-icons.svg. */
export function IconSvg({ size = 24, className, name }: IconProps & { name: string }) {
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
      <use href={`#${name}`} />
    </svg>
  );
}

/**
 * An icon component that draws the sprite's symbol `name`. The annotation lets the bundler drop
 * icons no page uses, as it drops unused functions.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineIcon(name: string) {
  return (props: IconProps) => <IconSvg {...props} name={name} />;
}
