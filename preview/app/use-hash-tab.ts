import { useCallback, useSyncExternalStore } from 'react';
import { WORKSPACE_TABS } from './workspace-tabs.ts';

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
};

const current = () => {
  const id = location.hash.replace(/^#\/?/, '');
  return WORKSPACE_TABS.some((tab) => tab.id === id) ? id : WORKSPACE_TABS[0]!.id;
};

/** The open tab lives in the page's hash (#/menus), so a reload or a shared link keeps it. */
export function useHashTab(): [string, (id: string) => void] {
  const tab = useSyncExternalStore(subscribe, current, current);
  const select = useCallback((id: string) => {
    location.hash = `#/${id}`;
  }, []);
  return [tab, select];
}
