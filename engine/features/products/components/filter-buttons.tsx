import { useId } from 'react';
import type { FilterControlProps } from './filter-select.tsx';

/** Filter version 2: a group of toggle buttons; pressing the chosen one again clears it. */
export function FilterButtons({ label, allLabel, options, value, onChange, error }: FilterControlProps) {
  const id = useId();
  return (
    <fieldset className="product-filter product-filter--buttons" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <button type="button" className="product-filter__button" aria-pressed={value === ''} onClick={() => onChange('')}>
        {allLabel}
      </button>
      {options.map((option) => (
        <button key={option.value} type="button" className="product-filter__button" aria-pressed={value === option.value} onClick={() => onChange(value === option.value ? '' : option.value)}>
          {option.label}
        </button>
      ))}
      {error && <p className="product-filter__error" id={`${id}-error`}>{error}</p>}
    </fieldset>
  );
}
