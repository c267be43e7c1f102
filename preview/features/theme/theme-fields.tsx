import { useContext, useId, type ReactNode } from 'react';
import type { ThemeSettings } from '../../../engine/settings/settings.gen.ts';
import { UiLanguageContext, useT } from '../../locales/messages.ts';
import { settingText } from '../../locales/settings/setting-texts.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { enumValues } from './enum-options.ts';

type Props = { theme: ThemeSettings; onChange: (patch: Partial<ThemeSettings>) => void };

/** One theme token: its label above the control, the help below, as in the settings forms. */
function ThemeField({ name, children }: { name: keyof ThemeSettings; children: (ids: { id: string; helpId?: string }) => ReactNode }) {
  const { language } = useContext(UiLanguageContext);
  const text = settingText(language, `theme.${name}`);
  const id = useId();
  const helpId = text?.help ? `${id}-help` : undefined;
  return (
    <div className="preview-field">
      <label htmlFor={id} className="preview-field-label">{text?.label ?? name}</label>
      <div className="preview-field-control">{children({ id, helpId })}</div>
      {text?.help && <p id={helpId} className="preview-field-help">{text.help}</p>}
    </div>
  );
}

/** The five operator tokens; the values of the choices come from the theme schema, their labels from the operator texts. */
export function ThemeFields({ theme, onChange }: Props) {
  const t = useT();
  const { language } = useContext(UiLanguageContext);
  const { schema } = useDraftEditor();
  const options = (name: 'colorScheme' | 'fontFamily') =>
    enumValues(schema, name).map((value) => <option key={value} value={value}>{settingText(language, `theme.${name}`)?.options?.[value] ?? value}</option>);
  const accentLabel = settingText(language, 'theme.accentColor')?.label ?? 'accentColor';
  const area = settingText(language, 'theme');
  return (
    <div className="preview-group preview-group--depth-1">
      <h2 className="preview-group-title">{area?.label}</h2>
      {area?.help && <p className="preview-group-help">{area.help}</p>}
      <ThemeField name="accentColor">
        {({ id, helpId }) => (
          <>
            <input type="color" id={id} value={theme.accentColor} aria-describedby={helpId} onChange={(event) => onChange({ accentColor: event.target.value })} />
            <input className="preview-colour-code" aria-label={t('theme.accentCode', { field: accentLabel })} value={theme.accentColor} onChange={(event) => onChange({ accentColor: event.target.value })} size={8} spellCheck={false} />
          </>
        )}
      </ThemeField>
      <ThemeField name="colorScheme">
        {({ id, helpId }) => (
          <select id={id} aria-describedby={helpId} value={theme.colorScheme} onChange={(event) => onChange({ colorScheme: event.target.value as ThemeSettings['colorScheme'] })}>{options('colorScheme')}</select>
        )}
      </ThemeField>
      <ThemeField name="fontFamily">
        {({ id, helpId }) => (
          <select id={id} aria-describedby={helpId} value={theme.fontFamily} onChange={(event) => onChange({ fontFamily: event.target.value as ThemeSettings['fontFamily'] })}>{options('fontFamily')}</select>
        )}
      </ThemeField>
      <ThemeField name="logoUrl">
        {({ id, helpId }) => <input type="url" id={id} aria-describedby={helpId} value={theme.logoUrl} onChange={(event) => onChange({ logoUrl: event.target.value })} />}
      </ThemeField>
      <ThemeField name="websiteUrl">
        {({ id, helpId }) => <input type="url" id={id} aria-describedby={helpId} value={theme.websiteUrl} onChange={(event) => onChange({ websiteUrl: event.target.value })} />}
      </ThemeField>
    </div>
  );
}
