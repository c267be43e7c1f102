import { useContext } from 'react';
import { UI_LANGUAGES, UiLanguageContext, useT, type UiLanguage } from '../locales/messages.ts';

/** German by default; English for operators who prefer it. */
export function UiLanguagePicker() {
  const t = useT();
  const { language, setLanguage } = useContext(UiLanguageContext);
  return (
    <label className="preview-ui-language">
      {t('app.uiLanguage')}{' '}
      <select value={language} onChange={(event) => setLanguage(event.target.value as UiLanguage)}>
        {UI_LANGUAGES.map((lng) => <option key={lng} value={lng}>{lng.toUpperCase()}</option>)}
      </select>
    </label>
  );
}
