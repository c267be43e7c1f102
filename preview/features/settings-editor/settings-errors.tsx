import { useT } from '../../locales/messages.ts';
import type { SettingsError } from './settings-validation.ts';

/** Why the preview is behind the forms: every schema error of the draft, by settings path. */
export function SettingsErrors({ errors }: { errors: SettingsError[] }) {
  const t = useT();
  return (
    <div role="alert" className="preview-errors">
      <p>{t('editor.invalidTitle')}</p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.property} ${error.message}`}>
            <code>{error.property.replace(/^\./, '')}</code>: {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
