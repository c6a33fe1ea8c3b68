/** For the screens beyond the spec: a failed load says so and offers another try. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="admin-card admin-card--empty" role="alert">
      <p>Could not load {what}. Check the connection and try again.</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
