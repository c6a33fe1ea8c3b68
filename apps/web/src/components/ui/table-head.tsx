/** A column's heading: its text, or its text with a class (a number column, a pinned one). */
export type Column = string | { label: string; className?: string; hidden?: boolean };

/**
 * A table's one row of column headings. A `hidden` heading is for assistive technology only (a
 * column of buttons that need no visible title).
 */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className, hidden } =
            typeof column === 'string'
              ? { label: column, className: undefined, hidden: false }
              : column;
          return (
            <th key={label} scope="col" className={className}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
