import { useContext } from 'react';
import { UiLanguageContext } from '../locales/messages.ts';
import { ContentTab } from '../features/content/content-tab.tsx';
import { HistoryTab } from '../features/history/history-tab.tsx';
import { OutboxTab } from '../features/outbox/outbox-tab.tsx';
import { useDraftEditor } from '../features/settings-editor/draft-editor-context.ts';
import { SettingsForm } from '../features/settings-editor/settings-form.tsx';
import { SETTINGS_TABS } from '../features/settings-editor/settings-tabs.ts';
import { ThemeTab } from '../features/theme/theme-tab.tsx';
import { TranslationsTab } from '../features/translations/translations-tab.tsx';

// The settings forms and the theme tab keep what the operator typed in their own state, so they
// are keyed by the draft's generation: a reloaded draft (conflict, rollback) remounts them.
const panels: Record<string, (generation: number) => React.ReactNode> = {
  theme: (generation) => <ThemeTab key={generation} />,
  translations: () => <TranslationsTab />,
  content: () => <ContentTab />,
  history: () => <HistoryTab />,
  outbox: () => <OutboxTab />,
};

/** The selected tab's content; settings tabs are generated forms, keyed so each tab (and each interface language) gets a fresh form. */
export function TabPanel({ tab }: { tab: string }) {
  const { generation } = useDraftEditor();
  const { language } = useContext(UiLanguageContext);
  const settings = SETTINGS_TABS.find((item) => item.id === tab);
  return (
    <div role="tabpanel" id="tab-panel" aria-labelledby={`tab-${tab}`} className="preview-panel">
      {settings ? <SettingsForm key={`${settings.id} ${generation} ${language}`} areas={settings.areas} /> : panels[tab]?.(generation)}
    </div>
  );
}
