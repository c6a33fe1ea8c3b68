import spriteUrl from './line-icons.svg?no-inline';

type FitThaliLogoProps = {
  /** Light wordmark for dark backgrounds such as the footer. */
  tone?: 'default' | 'light';
};

/** Thali plate seen from above (katoris around a roti) beside the wordmark. */
export function FitThaliLogo({ tone = 'default' }: FitThaliLogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      {/* The mark is a symbol of the icon sprite (decision 300): drawn from a cached file, not
          from every page's JavaScript. */}
      <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <use href={`${spriteUrl}#logo-mark`} />
      </svg>
      <span className="logo__word">
        Fit<span className="logo__word-accent">Thali</span>
      </span>
    </span>
  );
}
