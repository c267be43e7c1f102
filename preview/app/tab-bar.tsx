import { useT } from '../locales/messages.ts';
import { WORKSPACE_TABS } from './workspace-tabs.ts';

/** The sections as a tab list; the panel is labelled by the selected tab. */
export function TabBar({ current, onSelect }: { current: string; onSelect: (id: string) => void }) {
  const t = useT();
  return (
    <div role="tablist" aria-label={t('app.tabs')} className="preview-tabs">
      {WORKSPACE_TABS.map((tab) => (
        <button
          key={tab.id} type="button" role="tab" id={`tab-${tab.id}`} aria-controls="tab-panel"
          aria-selected={tab.id === current} tabIndex={tab.id === current ? 0 : -1} onClick={() => onSelect(tab.id)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
