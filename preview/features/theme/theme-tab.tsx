import { useContext, useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import type { ThemeSettings } from '../../../engine/settings/settings.gen.ts';
import { UiLanguageContext, useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { pruneDefaults } from '../settings-editor/prune-defaults.ts';
import { SettingsErrors } from '../settings-editor/settings-errors.tsx';
import { checkContrast } from './theme-contrast.ts';
import { ThemeFields } from './theme-fields.tsx';

const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Theme tokens with the contrast check: a combination below WCAG AA (4.5:1) stays in the fields with the
 * reason shown, and is not written to the draft, so it can never be published.
 */
export function ThemeTab() {
  const t = useT();
  const { language } = useContext(UiLanguageContext);
  const { data, edit, errors } = useDraftEditor();
  // The schema's own checks (logo and link URLs), shown next to the fields they are about.
  const themeErrors = errors.filter((error) => error.property.startsWith('.theme.'));
  const [theme, setTheme] = useState<ThemeSettings>(() => ({ ...DEFAULT_SETTINGS.theme, ...(data.settings.theme as Partial<ThemeSettings>) }));
  const validColour = COLOUR.test(theme.accentColor);
  const contrast = validColour ? checkContrast(theme.accentColor, theme.colorScheme) : null;

  const change = (patch: Partial<ThemeSettings>) => {
    const next = { ...theme, ...patch };
    setTheme(next);
    if (!COLOUR.test(next.accentColor) || !checkContrast(next.accentColor, next.colorScheme).ok) return;
    edit({ settings: pruneDefaults({ ...data.settings, theme: next }, DEFAULT_SETTINGS) as Record<string, unknown> });
  };

  let verdict = <p role="alert" className="preview-notice preview-notice--error">{t('theme.invalidColor')}</p>;
  if (contrast) {
    const ratio = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const values = { onAccent: ratio.format(contrast.onAccent), onBackground: ratio.format(contrast.onBackground) };
    verdict = contrast.ok
      ? <p role="status" className="preview-notice preview-notice--success">{t('theme.contrastOk', values)}</p>
      : <p role="alert" className="preview-notice preview-notice--error">{t('theme.contrastFail', values)}</p>;
  }
  return (
    <div className="preview-stack">
      <ThemeFields theme={theme} onChange={change} />
      {verdict}
      {themeErrors.length > 0 && <SettingsErrors errors={themeErrors} />}
    </div>
  );
}
