import { useContext } from 'react';
import { UiLanguageContext, useT } from '../../locales/messages.ts';
import { problemMessage } from './problem-message.ts';
import { SCALED_FIELDS } from './scaled-fields.ts';
import { settingLabelPath } from './setting-label-path.ts';
import { settingPathOfProperty } from './setting-paths.ts';
import type { SettingsError } from './settings-validation.ts';

/** Why the preview is behind the forms: every problem of the draft, named by where the operator finds it. */
export function SettingsErrors({ errors }: { errors: SettingsError[] }) {
  const t = useT();
  const { language } = useContext(UiLanguageContext);
  const lines = [...new Set(errors.map((error) => {
    const where = settingLabelPath(error.property, language);
    return `${where}: ${problemMessage(error, t, language, SCALED_FIELDS[settingPathOfProperty(error.property)])}`;
  }))];
  return (
    <div role="alert" className="preview-notice preview-notice--error preview-errors">
      <p className="preview-notice-title">{t('editor.invalidTitle')}</p>
      <ul>
        {lines.map((line) => <li key={line}>{line}</li>)}
      </ul>
    </div>
  );
}
