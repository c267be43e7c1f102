import { useTranslation } from 'react-i18next';
import type { TimeSlotCapacityColours } from '../../../settings/settings.gen.ts';

/** requirements/tickets.md §2.4 time screen: the capacity legend, in the configured colours. */
export function CapacityLegend({ colours }: { colours: TimeSlotCapacityColours }) {
  const { t } = useTranslation('tickets');
  if (!colours.enabled) return null;
  const entries = [['enough', colours.colors.enough], ['few', colours.colors.few], ['none', colours.colors.none]] as const;
  return (
    <ul className="capacity-legend" aria-label={t('legend.title')}>
      {entries.map(([level, colour]) => (
        <li key={level}><span className="capacity-legend__swatch" style={{ background: colour }} aria-hidden="true" />{t(`legend.${level}`, { threshold: colours.threshold })}</li>
      ))}
    </ul>
  );
}
