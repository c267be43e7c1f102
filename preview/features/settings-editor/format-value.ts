import type { Translate, UiLanguage } from '../../locales/messages.ts';
import type { SettingText } from '../../locales/settings/setting-text.ts';
import type { Scale } from './scaled-fields.ts';

/** A stored number in the unit its field shows: 5000 ms → "5 Sekunden", 100 cents → "1,00". */
export function formatNumber(value: number, language: UiLanguage, scale: Scale | undefined, t: Translate): string {
  if (!scale) return new Intl.NumberFormat(language).format(value);
  const shown = value / scale.factor;
  if (scale.unit === 'currency') return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(shown);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(shown);
  return t(shown === 1 ? `unit.${scale.unit}One` : `unit.${scale.unit}`, { value: number });
}

/**
 * A setting's value as the operator reads it (the default a cleared field falls back to, the value a
 * reset restores): choices by their labels, switches as on/off, lists by their entries.
 */
export function formatValue(value: unknown, language: UiLanguage, t: Translate, text?: SettingText, scale?: Scale): string {
  if (typeof value === 'boolean') return value ? t('value.on') : t('value.off');
  if (typeof value === 'number') return text?.options?.[String(value)] ?? formatNumber(value, language, scale, t);
  if (typeof value === 'string') return text?.options?.[value] ?? (value === '' ? t('value.empty') : t('value.quoted', { value }));
  if (Array.isArray(value)) {
    if (!value.length) return t('value.none');
    if (value.every((item) => typeof item !== 'object')) return value.map((item) => formatValue(item, language, t, text)).join(', ');
    return t('value.entries', { count: value.length });
  }
  return t('value.entries', { count: Object.keys(value ?? {}).length });
}
