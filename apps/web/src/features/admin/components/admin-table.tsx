import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

type Props = {
  /** Names the scrolling region after the table. */
  label: string;
  className?: string;
  /** Rows are being loaded again: the table says so to assistive technology. */
  loading?: boolean;
  /** With no rows, one line instead of the table: what is loading, or that there is nothing. */
  empty?: { rows: number; loadingText: string; text: string };
  /** The table's head and body. */
  children: ReactNode;
};

/** An admin list's table in its sideways-scrolling frame (decision 55). */
export function AdminTable({ label, className = 'admin-table', loading, empty, children }: Props) {
  if (empty && empty.rows === 0) {
    return (
      <div className="admin-card admin-card--empty">
        <p>{loading ? empty.loadingText : empty.text}</p>
      </div>
    );
  }
  return (
    <TableScroll label={label}>
      <table className={className} aria-busy={loading}>
        {children}
      </table>
    </TableScroll>
  );
}
