type PagerProps = {
  total: number;
  limit: number;
  offset: number;
  onChange: (offset: number) => void;
  /** What the rows are, for the summary: 'subscriptions'. */
  noun: string;
};

/** 'Showing 1–50 of 230 subscriptions' with Previous and Next. */
export function Pager({ total, limit, offset, onChange, noun }: PagerProps) {
  if (total === 0) return null;
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="admin-pager" aria-label={`${noun} pages`}>
      <p className="admin-pager__summary" aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </p>
      {total > limit ? (
        <div className="admin-pager__buttons">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={offset === 0}
            onClick={() => onChange(Math.max(offset - limit, 0))}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={last >= total}
            onClick={() => onChange(offset + limit)}
          >
            Next
          </button>
        </div>
      ) : null}
    </nav>
  );
}
