import { useT } from '../../locales/messages.ts';

/** Puts one field back to its schema default. */
export function ResetButton({ field, value, onReset }: { field: string; value: unknown; onReset: () => void }) {
  const t = useT();
  return (
    <button type="button" className="preview-reset" onClick={onReset} aria-label={t('editor.resetFieldLabel', { field, value: JSON.stringify(value) })}>
      {t('editor.resetField')}
    </button>
  );
}
