/**
 * The form-level error line. The live region is always in the page so screen readers announce the
 * message the moment it appears, not only when the region itself is inserted.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string;
  tone?: 'error' | 'success';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className="form-alert-region"
    >
      {message ? <p className={`form-alert form-alert--${tone}`}>{message}</p> : null}
    </div>
  );
}
