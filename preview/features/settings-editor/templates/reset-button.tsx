import { useT } from '../../../locales/messages.ts';

/** Puts one field back to its schema default; its name says which field and which value. */
export function ResetButton({ field, value, onReset }: { field: string; value: string; onReset: () => void }) {
  const t = useT();
  return (
    <button type="button" className="preview-button preview-button--quiet preview-reset" onClick={onReset} aria-label={t('editor.resetFieldLabel', { field, value })}>
      {t('editor.resetField')}
    </button>
  );
}
