import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';

/** The legal and info pages per language as HTML, with the sanitised result beside the source. */
export function ContentTab() {
  const t = useT();
  const { data, edit } = useDraftEditor();
  const languages = Object.keys(data.content).length ? Object.keys(data.content) : ['de'];
  const [language, setLanguage] = useState(languages[0]!);
  const pages = Object.keys(data.content[language] ?? data.content[languages[0]!] ?? {});
  const [page, setPage] = useState(pages[0] ?? 'agb');
  const html = data.content[language]?.[page] ?? '';

  const change = (value: string) => edit({ content: { ...data.content, [language]: { ...data.content[language], [page]: value } } });

  return (
    <div className="preview-stack">
      <label>
        {t('content.language')}{' '}
        <select value={language} onChange={(event) => setLanguage(event.target.value)}>
          {languages.map((lng) => <option key={lng} value={lng}>{lng.toUpperCase()}</option>)}
        </select>
      </label>
      <label>
        {t('content.page')}{' '}
        <select value={page} onChange={(event) => setPage(event.target.value)}>
          {pages.map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
      </label>
      <label>
        {t('content.html', { page })}
        <textarea className="preview-textarea" value={html} onChange={(event) => change(event.target.value)} />
      </label>
      <h2>{t('content.preview')}</h2>
      {/* Sanitised like the shop's content page, so what shows here is what visitors get. */}
      <div className="preview-content-preview" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
    </div>
  );
}
