/**
 * The brand green for places a stylesheet cannot reach: the browser's theme colour and the
 * payment gateway's checkout. The same value as `--color-primary` in app/styles/tokens.css.
 */
export const BRAND_GREEN = '#15803d';
