type FitThaliLogoProps = {
  /** Light wordmark for dark backgrounds such as the footer. */
  tone?: 'default' | 'light';
};

/** Thali plate seen from above (katoris around a roti) beside the wordmark. */
export function FitThaliLogo({ tone = 'default' }: FitThaliLogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      {/* The mark is a symbol of the icon sprite in the page (decision 300), not code. */}
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <use href="#logo-mark" />
      </svg>
      <span className="logo__word">
        Fit<span className="logo__word-accent">Thali</span>
      </span>
    </span>
  );
}
