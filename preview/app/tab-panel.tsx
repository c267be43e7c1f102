import { ContentTab } from '../features/content/content-tab.tsx';
import { HistoryTab } from '../features/history/history-tab.tsx';
import { OutboxTab } from '../features/outbox/outbox-tab.tsx';
import { SettingsForm } from '../features/settings-editor/settings-form.tsx';
import { SETTINGS_TABS } from '../features/settings-editor/settings-tabs.ts';
import { ThemeTab } from '../features/theme/theme-tab.tsx';
import { TranslationsTab } from '../features/translations/translations-tab.tsx';

const panels: Record<string, () => React.ReactNode> = {
  theme: () => <ThemeTab />,
  translations: () => <TranslationsTab />,
  content: () => <ContentTab />,
  history: () => <HistoryTab />,
  outbox: () => <OutboxTab />,
};

/** The selected tab's content; settings tabs are generated forms, keyed so each tab gets a fresh form. */
export function TabPanel({ tab }: { tab: string }) {
  const settings = SETTINGS_TABS.find((item) => item.id === tab);
  return (
    <div role="tabpanel" id="tab-panel" aria-labelledby={`tab-${tab}`} className="preview-panel">
      {settings ? <SettingsForm key={settings.id} areas={settings.areas} /> : panels[tab]?.()}
    </div>
  );
}
