import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { textLanguages } from '../settings-editor/operator-languages.ts';

/** Content page ids of requirements/frame-and-routing.md §2.5 'Content pages' (error and 404 are the engine's own). */
const CONTENT_PAGES = ['agb', 'impressum', 'datenschutz', 'kontakt', 'faq', 'accessibility', 'easy-language', 'sign-language'];

/** The legal and info pages per language as HTML, with the sanitised result beside the source. */
export function ContentTab() {
  const t = useT();
  const { data, edit } = useDraftEditor();
  const languages = textLanguages(data);
  const [language, setLanguage] = useState<string>(languages[0]!);
  // The spec's pages plus any other the draft has, so a page missing in one language can be written.
  const pages = [...new Set([...CONTENT_PAGES, ...Object.values(data.content).flatMap((byPage) => Object.keys(byPage))])];
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
