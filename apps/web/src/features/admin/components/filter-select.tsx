import { useId } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** A labelled filter above an admin list; choosing another value is the caller's cue to page 1. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="admin-field admin-field--inline">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
