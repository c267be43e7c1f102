import { useState } from 'react';
import { LANGUAGES } from '../../../engine/shared/i18n/languages.ts';
import { useT } from '../../locales/messages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { SettingsErrors } from '../settings-editor/settings-errors.tsx';
import { PreviewShop } from './preview-shop.tsx';
import { PREVIEW_ROUTES } from './preview-routes.ts';
import { PreviewToolbar } from './preview-toolbar.tsx';

/** Right half of the editor: the live shop with its controls, and the reasons it may be behind. */
export function LivePreview({ shopSlug }: { shopSlug: string }) {
  const t = useT();
  const { lastValid, errors } = useDraftEditor();
  const [route, setRoute] = useState(PREVIEW_ROUTES[0]!.path);
  const [language, setLanguage] = useState<string>('de');
  const [mobile, setMobile] = useState(false);
  const offered = LANGUAGES.filter((lng) => lastValid.translations[lng] !== undefined || lng === 'de');
  const label = t(PREVIEW_ROUTES.find((item) => item.path === route)?.label ?? 'route.start');

  return (
    <div className="preview-live">
      <section aria-labelledby="live-preview-title">
        <h2 id="live-preview-title">{t('preview.title')}</h2>
        <PreviewToolbar
          route={route} onRoute={setRoute}
          language={language} languages={offered} onLanguage={setLanguage}
          mobile={mobile} onMobile={setMobile}
        />
        {errors.length > 0 && <SettingsErrors errors={errors} />}
      </section>
      {/* No landmark here: the shop's own main must stay a top-level landmark. */}
      <div className={mobile ? 'preview-stage preview-stage-mobile' : 'preview-stage'} title={t('preview.frame', { route: label })} data-testid="live-shop">
        <PreviewShop shopSlug={shopSlug} data={lastValid} route={route} language={language} />
      </div>
    </div>
  );
}
