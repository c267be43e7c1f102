import { useContext } from 'react';
import { UI_LANGUAGES, UiLanguageContext, useT, type UiLanguage } from '../locales/messages.ts';

/** Each language named in itself, so an operator finds theirs whatever the interface shows now. */
const NAMES: Record<UiLanguage, string> = { de: 'Deutsch', en: 'English' };

/** German by default; English for operators who prefer it. */
export function UiLanguagePicker() {
  const t = useT();
  const { language, setLanguage } = useContext(UiLanguageContext);
  return (
    <label className="preview-ui-language">
      <span>{t('app.uiLanguage')}</span>
      <select value={language} onChange={(event) => setLanguage(event.target.value as UiLanguage)}>
        {UI_LANGUAGES.map((lng) => <option key={lng} value={lng} lang={lng}>{NAMES[lng]}</option>)}
      </select>
    </label>
  );
}
