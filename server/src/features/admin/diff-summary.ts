import type { ShopData } from '../../db/schema';
import { settingsWithDefaults } from './settings-validator';

type Leaves = Map<string, unknown>;

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted path → value of every leaf; arrays count as one value (a reordered list is one change). */
function leavesOf(value: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (isTree(value)) {
    for (const [key, child] of Object.entries(value)) leavesOf(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

/** Paths whose value differs (added, removed or changed), sorted for a stable summary. */
export function changedPaths(before: unknown, after: unknown): string[] {
  const a = leavesOf(before);
  const b = leavesOf(after);
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path))).sort();
}

function show(value: unknown): string {
  if (value === undefined) return '(unset)';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many} changed`;

/** How many settings are shown with their values before the rest is only counted. */
const DETAILS = 5;

/**
 * One line for the version history, e.g. "3 settings changed: menu.pageSizes.events 10 → 5,
 * onePager.enabled false → true, …; 2 translations changed". Translations and content are
 * only counted: their values are long texts. Settings are compared as the shop reads them, every
 * schema default filled in (`complete`): the operator form stores the defaults it shows, and a
 * default written down is no change (issue 20: 4 edited fields read '4 settings changed').
 */
export function diffSummary(before: ShopData, after: ShopData, complete: (settings: unknown) => unknown = settingsWithDefaults): string {
  const parts: string[] = [];
  const [was, is] = [complete(before.settings), complete(after.settings)];
  const settings = changedPaths(was, is);
  if (settings.length) {
    const a = leavesOf(was);
    const b = leavesOf(is);
    const shown = settings.slice(0, DETAILS).map((path) => `${path} ${show(a.get(path))} → ${show(b.get(path))}`);
    const more = settings.length > DETAILS ? `, and ${settings.length - DETAILS} more` : '';
    parts.push(`${counted(settings.length, 'setting', 'settings')}: ${shown.join(', ')}${more}`);
  }
  const translations = changedPaths(before.translations, after.translations).length;
  if (translations) parts.push(counted(translations, 'translation', 'translations'));
  const content = changedPaths(before.content, after.content).length;
  if (content) parts.push(counted(content, 'content page', 'content pages'));
  if (before.config.custom_css !== after.config.custom_css) parts.push('custom CSS changed');
  if (before.config.custom_js !== after.config.custom_js) parts.push('custom JS changed');
  return parts.length ? parts.join('; ') : 'No changes';
}
