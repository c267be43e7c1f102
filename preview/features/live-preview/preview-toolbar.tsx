import { useT } from '../../locales/messages.ts';
import { PREVIEW_ROUTES } from './preview-routes.ts';

interface PreviewToolbarProps {
  route: string;
  onRoute: (route: string) => void;
  language: string;
  languages: readonly string[];
  onLanguage: (language: string) => void;
  mobile: boolean;
  onMobile: (mobile: boolean) => void;
}

/** Route picker, shop language and the mobile/desktop width toggle. */
export function PreviewToolbar({ route, onRoute, language, languages, onLanguage, mobile, onMobile }: PreviewToolbarProps) {
  const t = useT();
  return (
    <div className="preview-toolbar">
      <label>
        {t('preview.route')}{' '}
        <select value={route} onChange={(event) => onRoute(event.target.value)}>
          {PREVIEW_ROUTES.map((item) => <option key={item.path} value={item.path}>{t(item.label)}</option>)}
        </select>
      </label>
      <label>
        {t('preview.language')}{' '}
        <select value={language} onChange={(event) => onLanguage(event.target.value)}>
          {languages.map((lng) => <option key={lng} value={lng}>{lng.toUpperCase()}</option>)}
        </select>
      </label>
      <fieldset className="preview-width">
        <legend>{t('preview.width')}</legend>
        <button type="button" aria-pressed={mobile} onClick={() => onMobile(true)}>{t('preview.mobile')}</button>
        <button type="button" aria-pressed={!mobile} onClick={() => onMobile(false)}>{t('preview.desktop')}</button>
      </fieldset>
    </div>
  );
}
