import { useMemo, useState } from 'react';
import { resolveSettings } from '../../../engine/settings/resolve-settings.ts';
import { useT } from '../../locales/messages.ts';
import { operatorLanguages } from '../settings-editor/operator-languages.ts';
import { useDraftEditor } from '../settings-editor/draft-editor-context.ts';
import { SettingsErrors } from '../settings-editor/settings-errors.tsx';
import { draftScreens } from './draft-screens.ts';
import { createPreviewShop } from './preview-shop-instance.ts';
import { PreviewShop } from './preview-shop.tsx';
import { PreviewStage } from './preview-stage.tsx';
import { PreviewToolbar } from './preview-toolbar.tsx';
import type { PreviewWidth } from './preview-widths.ts';
import { usePreviewRoutes } from './use-preview-routes.ts';
import type { BootstrapOverride } from '../../../engine/features/shop/lib/bootstrap-override.ts';

/** Right half of the editor: the live shop with its controls, and the reasons it may be behind. */
export function LivePreview({ shopSlug }: { shopSlug: string }) {
  const t = useT();
  const { lastValid, errors } = useDraftEditor();
  // The shop opens in the draft's default language, as it does for a visitor without a preference.
  const [language, setLanguage] = useState<string>(() => resolveSettings(lastValid.settings).settings.locale.defaultLanguage);
  // One shop instance for the whole session: edits, routes and languages re-render it, never rebuild it.
  const [handle] = useState(() => createPreviewShop(shopSlug, language, lastValid as BootstrapOverride));
  // The engine's own reading of the draft, defaults filled in, as the live shop sees it.
  const settings = useMemo(() => resolveSettings(lastValid.settings).settings, [lastValid.settings]);
  const routes = usePreviewRoutes(handle.instance, language, draftScreens(settings, lastValid.content[language] ?? {}));
  const [route, setRoute] = useState(routes[0]?.path ?? '/start');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const current = routes.find((item) => item.path === route);
  const label = current ? t(current.label, current.values) : route;

  return (
    <div className="preview-live">
      <section className="preview-live-controls" aria-labelledby="live-preview-title">
        <h2 id="live-preview-title">{t('preview.title')}</h2>
        <PreviewToolbar
          route={route} routes={routes} onRoute={setRoute}
          language={language} languages={operatorLanguages(lastValid)} onLanguage={setLanguage}
          width={width} onWidth={setWidth}
        />
        {errors.length > 0 && <SettingsErrors errors={errors} />}
      </section>
      <PreviewStage width={width} language={language} title={t('preview.frame', { route: label })}>
        <PreviewShop handle={handle} data={lastValid} route={route} language={language} />
      </PreviewStage>
    </div>
  );
}
