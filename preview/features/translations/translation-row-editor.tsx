import { useT } from '../../locales/messages.ts';
import type { TranslationRow } from './translation-rows.ts';

/** One key: the operator's text over the engine's default, shown as placeholder and hint. */
export function TranslationRowEditor({ row, onChange }: { row: TranslationRow; onChange: (key: string, text: string) => void }) {
  const t = useT();
  return (
    <li className="preview-translation" data-missing={row.missing || undefined}>
      <label>
        <code>{row.key}</code>
        <input value={row.override ?? ''} placeholder={row.bundled ?? ''} onChange={(event) => onChange(row.key, event.target.value)} />
      </label>
      {row.bundled && <small>{t('translations.default', { value: row.bundled })}</small>}
    </li>
  );
}
