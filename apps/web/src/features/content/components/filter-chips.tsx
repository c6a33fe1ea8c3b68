type FilterChipsProps<T extends string> = {
  /** Names the group for screen readers, e.g. 'Filter recipes by category'. */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** What each option says on the page (its value in the page's language). */
  optionLabel?: (value: T) => string;
};

/** A row of toggle buttons where exactly one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel = (value) => value,
}: FilterChipsProps<T>) {
  return (
    <fieldset className="chips">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="chip"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </fieldset>
  );
}
