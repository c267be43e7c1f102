import type { MessageKey } from '../locales/de.ts';
import { SETTINGS_TABS } from '../features/settings-editor/settings-tabs.ts';

/** Every tab of the left half: the settings areas, then texts, theme, versions and mails. */
export const WORKSPACE_TABS: { id: string; label: MessageKey }[] = [
  ...SETTINGS_TABS.map(({ id, label }) => ({ id, label })),
  { id: 'theme', label: 'tabs.theme' },
  { id: 'translations', label: 'tabs.translations' },
  { id: 'content', label: 'tabs.content' },
  { id: 'history', label: 'tabs.history' },
  { id: 'outbox', label: 'tabs.outbox' },
];
