import type { UiSchema } from '@rjsf/utils';
import type { SettingText } from '../../locales/settings/setting-text.ts';
import { SCALED_FIELDS } from './scaled-fields.ts';
import type { SettingNode } from './setting-paths.ts';

const DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;
const COLOUR = /#\[0-9A-Fa-f\]\{6\}/;

/**
 * The control a setting gets beyond rjsf's default for its type: seconds instead of milliseconds, checkboxes for a list of choices, a date
 * picker for a YYYY-MM-DD text, a colour picker for #rrggbb, a select of the shop's screens for a free
 * text that names one (the texts suggest the values). The stored value is the same in every case.
 */
export function fieldUi(node: SettingNode, text: SettingText | undefined): UiSchema | undefined {
  const scale = SCALED_FIELDS[node.path];
  if (scale) return { 'ui:widget': 'scaled', 'ui:options': { ...scale } };
  // A list of choices is a row of checkboxes, not a multiple select that hides most of its options.
  if (node.schema.type === 'array' && node.options) return { 'ui:widget': 'checkboxes' };
  if (node.schema.type !== 'string' || node.options) return undefined;
  const pattern = typeof node.schema.pattern === 'string' ? node.schema.pattern : '';
  if (DATE.test(pattern)) return { 'ui:widget': 'date' };
  if (COLOUR.test(pattern)) return { 'ui:widget': 'color' };
  if (text?.options) return { 'ui:widget': 'suggestions', 'ui:options': { suggestions: text.options } };
  return undefined;
}
