import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/**
 * A free text setting that names one of the shop's screens ('shop.tickets.groups'), offered as a select
 * of the screens by their names. A stored value the list does not know stays selectable as it is.
 */
export function SuggestionsWidget({ id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, htmlName }: WidgetProps) {
  const suggestions = (options.suggestions ?? {}) as Record<string, string>;
  const current = typeof value === 'string' ? value : '';
  const known = current in suggestions;
  return (
    <select
      id={id} name={htmlName || id} value={current} required={required} disabled={disabled || readonly} autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value)} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
    >
      {!known && <option value={current}>{current}</option>}
      {Object.entries(suggestions).map(([stored, label]) => <option key={stored} value={stored}>{label}</option>)}
    </select>
  );
}
