// The few icons only the home carousels use, kept out of the shared icon file.

const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ChevronLeftIcon() {
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function ChevronRightIcon() {
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      <path d="M9 5v14M15 5v14" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}

export function StarFilledIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
        fill="currentColor"
      />
    </svg>
  );
}

export function QuoteIcon() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9.5 6C6.5 7.2 4.5 9.8 4.5 13.2V18h5.6v-5.6H7.3c.1-2 1.2-3.5 3.1-4.4zm9 0c-3 1.2-5 3.8-5 7.2V18h5.6v-5.6h-2.8c.1-2 1.2-3.5 3.1-4.4z"
        fill="currentColor"
      />
    </svg>
  );
}
