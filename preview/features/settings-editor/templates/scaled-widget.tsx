import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { Scale } from '../scaled-fields.ts';

const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/**
 * A number shown in a larger unit than it is stored in (seconds for milliseconds, the currency for
 * cents): the operator types 2,5 and the draft keeps 2500. What was typed stays as typed (a half-typed
 * '2,' is not rewritten under the cursor); only a value that moves for another reason, such as the
 * reset button, replaces it. rjsf hands the new value back a render later, so the widget compares
 * with the value it last saw, not with what it just sent.
 */
export function ScaledWidget({ id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, htmlName }: WidgetProps) {
  const { factor } = options as unknown as Scale;
  const stored = typeof value === 'number' ? value : undefined;
  const toStored = (text: string) => {
    const number = parse(text);
    return number === undefined || !Number.isFinite(number) ? undefined : Math.round(number * factor);
  };
  const asText = (number: number | undefined) => (number === undefined ? '' : String(number / factor));
  const [seen, setSeen] = useState({ text: asText(stored), value: stored });
  let text = seen.text;
  if (stored !== seen.value) {
    text = toStored(seen.text) === stored ? seen.text : asText(stored);
    setSeen({ text, value: stored });
  }
  return (
    <input
      type="text" inputMode="decimal" id={id} name={htmlName || id} value={text} required={required} disabled={disabled || readonly} autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)} className="preview-scaled-input"
      onChange={(event) => {
        const next = event.target.value;
        setSeen((current) => ({ ...current, text: next }));
        // Not a number (yet): the field stays as typed and the value unset; the schema reports nothing else.
        onChange(toStored(next));
      }}
      onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
    />
  );
}
