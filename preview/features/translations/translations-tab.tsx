import { useMemo, useState } from 'react';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { textLanguages } from '../settings-editor/operator-languages.ts';
import { bundledTexts } from './bundled-texts.ts';
import { flattenTexts, setText } from './flatten-texts.ts';
import { TranslationRowEditor } from './translation-row-editor.tsx';
import { filterRows, translationRows } from './translation-rows.ts';

/** Rendering thousands of inputs at once makes typing slow; the search narrows the list. */
const MAX_ROWS = 150;

/** The shop's texts per language: search over keys and texts, a missing filter, inline edits. */
export function TranslationsTab() {
  const t = useT();
  const { data, edit } = useDraftEditor();
  const languages = textLanguages(data);
  const [language, setLanguage] = useState<string>(languages[0]!);
  const [query, setQuery] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const bundled = useMemo(() => bundledTexts(), []);
  const draft = useMemo(
    () => Object.fromEntries(Object.entries(data.translations).map(([lng, tree]) => [lng, flattenTexts(tree)])),
    [data.translations],
  );
  const rows = translationRows(bundled, draft, language);
  const shown = filterRows(rows, query, missingOnly);
  const missing = rows.filter((row) => row.missing).length;

  const change = (key: string, text: string) => {
    edit({ translations: { ...data.translations, [language]: setText(data.translations[language] ?? {}, key, text) } });
  };

  return (
    <div className="preview-stack">
      <label>
        {t('translations.language')}{' '}
        <select value={language} onChange={(event) => setLanguage(event.target.value)}>
          {languages.map((lng) => <option key={lng} value={lng}>{lng.toUpperCase()}</option>)}
        </select>
      </label>
      <label>
        {t('translations.search')}
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={missingOnly} onChange={(event) => setMissingOnly(event.target.checked)} />{' '}
        {t('translations.missingOnly', { language: language.toUpperCase() })}
      </label>
      <p role="status">
        {t('translations.count', { shown: shown.length, total: rows.length })} · {t('translations.missingCount', { count: missing, language: language.toUpperCase() })}
      </p>
      <ul className="preview-translations">
        {shown.slice(0, MAX_ROWS).map((row) => <TranslationRowEditor key={`${language} ${row.key}`} row={row} onChange={change} />)}
      </ul>
      {shown.length > MAX_ROWS && <p>{t('translations.more', { count: shown.length - MAX_ROWS })}</p>}
    </div>
  );
}
