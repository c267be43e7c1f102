import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A switch: the box with its label beside it; the help text follows below (field-template.tsx). */
export function CheckboxWidget({ id, value, disabled, readonly, label, onChange, onBlur, onFocus, htmlName }: WidgetProps) {
  return (
    <label className="preview-check">
      <input
        type="checkbox" id={id} name={htmlName || id} checked={value === true} disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <span>{label}</span>
    </label>
  );
}
