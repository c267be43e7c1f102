import { useT } from '../../locales/messages.ts';
import type { PreviewWidth } from './preview-widths.ts';
import { storybookUrl, storyIdOfScreen } from './screen-stories.ts';
import type { RouteOption } from './route-options.ts';

interface PreviewToolbarProps {
  route: string;
  routes: RouteOption[];
  onRoute: (route: string) => void;
  language: string;
  languages: readonly string[];
  onLanguage: (language: string) => void;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
}

/** Route picker, shop language, the mobile/desktop width toggle and the screen's story in Storybook. */
export function PreviewToolbar({ route, routes, onRoute, language, languages, onLanguage, width, onWidth }: PreviewToolbarProps) {
  const t = useT();
  const storyId = storyIdOfScreen(route);
  return (
    <div className="preview-toolbar">
      <label className="preview-toolbar-route">
        <span>{t('preview.route')}</span>
        <select value={route} onChange={(event) => onRoute(event.target.value)}>
          {routes.map((item) => <option key={item.path} value={item.path}>{t(item.label, item.values)}</option>)}
        </select>
      </label>
      <label>
        <span>{t('preview.language')}</span>
        <select value={language} onChange={(event) => onLanguage(event.target.value)}>
          {languages.map((lng) => <option key={lng} value={lng}>{lng.toUpperCase()}</option>)}
        </select>
      </label>
      <fieldset className="preview-width">
        <legend>{t('preview.width')}</legend>
        <div className="preview-segmented">
          <button type="button" aria-pressed={width === 'mobile'} onClick={() => onWidth('mobile')}>{t('preview.mobile')}</button>
          <button type="button" aria-pressed={width === 'desktop'} onClick={() => onWidth('desktop')}>{t('preview.desktop')}</button>
        </div>
      </fieldset>
      {/* A button, not a link: axe only takes the embedded shop's skip link for one while no page link precedes it. */}
      {storyId && (
        <button type="button" className="preview-story" data-story-url={storybookUrl(storyId)} onClick={() => window.open(storybookUrl(storyId), '_blank', 'noopener')}>
          {t('preview.story')}
        </button>
      )}
    </div>
  );
}
