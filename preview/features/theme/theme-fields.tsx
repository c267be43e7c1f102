import type { ThemeSettings } from '../../../engine/settings/settings.gen.ts';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { enumOptions } from './enum-options.ts';

/** The five operator tokens; enum labels and help come from the theme schema. */
export function ThemeFields({ theme, onChange }: { theme: ThemeSettings; onChange: (patch: Partial<ThemeSettings>) => void }) {
  const t = useT();
  const { schema } = useDraftEditor();
  const schemes = enumOptions(schema, 'colorScheme');
  const fonts = enumOptions(schema, 'fontFamily');
  return (
    <>
      <label>
        {t('theme.accent')}{' '}
        <input type="color" value={theme.accentColor} onChange={(event) => onChange({ accentColor: event.target.value })} />{' '}
        <input aria-label={`${t('theme.accent')} (#rrggbb)`} value={theme.accentColor} onChange={(event) => onChange({ accentColor: event.target.value })} size={8} />
      </label>
      <label>
        {t('theme.scheme')}{' '}
        <select value={theme.colorScheme} onChange={(event) => onChange({ colorScheme: event.target.value as ThemeSettings['colorScheme'] })}>
          {schemes.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <label>
        {t('theme.font')}{' '}
        <select value={theme.fontFamily} onChange={(event) => onChange({ fontFamily: event.target.value as ThemeSettings['fontFamily'] })}>
          {fonts.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <label>
        {t('theme.logo')}
        <input type="url" value={theme.logoUrl} onChange={(event) => onChange({ logoUrl: event.target.value })} />
      </label>
      <label>
        {t('theme.website')}
        <input type="url" value={theme.websiteUrl} onChange={(event) => onChange({ websiteUrl: event.target.value })} />
      </label>
    </>
  );
}
