type FitThaliLogoProps = {
  /** Light wordmark for dark backgrounds such as the footer. */
  tone?: 'default' | 'light';
};

/** Thali plate seen from above (katoris around a roti) beside the wordmark. */
export function FitThaliLogo({ tone = 'default' }: FitThaliLogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="var(--color-primary)" />
        <circle cx="20" cy="20" r="15" fill="#fff" />
        <circle cx="20" cy="20" r="13.2" fill="none" stroke="var(--color-primary-200)" />
        <circle cx="14" cy="14.5" r="4" fill="var(--color-accent)" />
        <circle cx="25.5" cy="13.5" r="3.4" fill="var(--color-primary-400)" />
        <circle cx="27" cy="23.5" r="3.2" fill="#e2583e" />
        <ellipse cx="17" cy="25" rx="6" ry="4.4" fill="#f4d9a6" />
        <path d="M13.5 24.5c2-1 4.5-1 7 0" stroke="#c99a52" strokeWidth="1" fill="none" />
        <path
          d="M30 6.5c2.5 1 4 3.2 4 5.8-2.6.2-4.6-1.3-5.3-3.6"
          fill="var(--color-primary-400)"
          stroke="var(--color-primary)"
          strokeWidth=".8"
        />
      </svg>
      <span className="logo__word">
        Fit<span className="logo__word-accent">Thali</span>
      </span>
    </span>
  );
}
