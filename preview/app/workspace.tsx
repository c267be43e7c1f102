import { useQuery } from '@tanstack/react-query';
import type { RJSFSchema } from '@rjsf/utils';
import { adminQueries } from '../api/admin.queries.ts';
import type { Operator } from '../api/session.api.ts';
import { LivePreview } from '../features/live-preview/live-preview.tsx';
import { DraftEditorProvider } from '../features/settings-editor/draft-editor-provider.tsx';
import { SaveStatus } from '../features/settings-editor/save-status.tsx';
import { AppHeader } from './app-header.tsx';
import { LoadError } from './load-error.tsx';
import { LoadingView } from './loading-view.tsx';
import { TabPanel } from './tab-panel.tsx';
import { TabBar } from './tab-bar.tsx';
import { useHashTab } from './use-hash-tab.ts';

/**
 * The top bar with the sections, then the editing panel beside the live shop (below it on narrow
 * screens). Both halves read the one working copy of the draft.
 */
export function Workspace({ operator }: { operator: Operator }) {
  const schema = useQuery(adminQueries.schema());
  const draft = useQuery(adminQueries.draft());
  const [tab, setTab] = useHashTab();
  const error = schema.error ?? draft.error;
  if (error) return <LoadError error={error} />;
  if (!schema.data || !draft.data) return <LoadingView />;
  return (
    <DraftEditorProvider schema={schema.data as RJSFSchema} initial={draft.data}>
      <div className="preview-app">
        <AppHeader operator={operator}>
          <TabBar current={tab} onSelect={setTab} />
        </AppHeader>
        <div className="preview-workspace">
          {/* Landmarks: the top bar and the editor are regions; the shop inside the live preview brings the one main. */}
          <section className="preview-editor" aria-labelledby={`tab-${tab}`}>
            <SaveStatus />
            <TabPanel tab={tab} />
          </section>
          <LivePreview shopSlug={operator.shop.slug} />
        </div>
      </div>
    </DraftEditorProvider>
  );
}
