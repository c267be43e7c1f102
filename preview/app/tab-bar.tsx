import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../locales/messages.ts';
import { WORKSPACE_TABS } from './workspace-tabs.ts';

/** The first tab after the settings: texts, theme, versions and mails start a second group. */
const FIRST_TOOL = 'theme';

/**
 * The sections as a tab list; the panel is labelled by the selected tab. Arrow keys, Home and End move
 * between the tabs (only the selected one is in the page's tab order), as the ARIA tabs pattern has it.
 */
export function TabBar({ current, onSelect }: { current: string; onSelect: (id: string) => void }) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = WORKSPACE_TABS.findIndex((tab) => tab.id === current);
    const last = WORKSPACE_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = WORKSPACE_TABS[(next + last + 1) % (last + 1)]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#tab-${tab.id}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('app.tabs')} className="preview-tabs" ref={list} onKeyDown={onKeyDown}>
      {WORKSPACE_TABS.map((tab) => (
        <button
          key={tab.id} type="button" role="tab" id={`tab-${tab.id}`} aria-controls="tab-panel"
          aria-selected={tab.id === current} tabIndex={tab.id === current ? 0 : -1} onClick={() => onSelect(tab.id)}
          className={tab.id === FIRST_TOOL ? 'preview-tab preview-tab--group-start' : 'preview-tab'}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
