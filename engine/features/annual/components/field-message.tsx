/** A field's error text, referenced by the field's aria-describedby. */
export function FieldMessage({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return <p className="annual-field__error" id={id}>{text}</p>;
}
