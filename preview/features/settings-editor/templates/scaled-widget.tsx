import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { Scale } from '../scaled-fields.ts';

const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/**
 * A number shown in a larger unit than it is stored in (seconds for milliseconds, the currency for
 * cents): the operator types 2,5 and the draft keeps 2500. What was typed stays as typed while it
 * means the stored value, so a half-typed '2,' is not rewritten under the cursor.
 */
export function ScaledWidget({ id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, htmlName }: WidgetProps) {
  const { factor } = options as unknown as Scale;
  const stored = typeof value === 'number' ? value : undefined;
  const [text, setText] = useState(() => (stored === undefined ? '' : String(stored / factor)));
  const typed = parse(text);
  const shown = (typed === undefined ? undefined : Math.round(typed * factor)) === stored ? text : stored === undefined ? '' : String(stored / factor);
  return (
    <input
      type="text" inputMode="decimal" id={id} name={htmlName || id} value={shown} required={required} disabled={disabled || readonly} autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)} className="preview-scaled-input"
      onChange={(event) => {
        setText(event.target.value);
        const number = parse(event.target.value);
        // Not a number yet: the stored value stays until it is one (the schema would refuse text anyway).
        if (number === undefined) onChange(undefined);
        else if (Number.isFinite(number)) onChange(Math.round(number * factor));
      }}
      onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
    />
  );
}
