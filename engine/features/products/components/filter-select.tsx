import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterControlProps {
  label: string;
  /** Shown as the empty choice ('all'). */
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** A required filter still empty: the message of requirements/tickets.md §5.6 'Filters'. */
  error?: string;
}

/** Filter version 1: a labelled dropdown. */
export function FilterSelect({ label, allLabel, options, value, onChange, error }: FilterControlProps) {
  const id = useId();
  return (
    <div className="product-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {error && <p className="product-filter__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

export type { FilterControlProps };
