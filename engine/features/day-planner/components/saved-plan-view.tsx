import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatTime } from '../../../shared/i18n/dates.ts';
import { planCalendar } from '../lib/plan-calendar.ts';
import type { SavedPlan } from '../lib/saved-plan.ts';
import './day-plan.css';

export interface SavedPlanViewProps {
  plan: SavedPlan;
}

/**
 * The plan put into the cart, with its calendar file (RFC 5545), made here in the browser as a
 * data: link, so the download needs no server and works offline in the cart.
 */
export function SavedPlanView({ plan }: SavedPlanViewProps) {
  const { t } = useTranslation('day-planner');
  const calendar = planCalendar(plan, window.location.hostname || 'museum-shop');
  return (
    <section className="day-plan__saved" aria-labelledby="day-plan-saved">
      <h2 id="day-plan-saved">{t('saved.title')}</h2>
      <ol>
        {plan.items.map((item) => (
          <li key={item.key}>{formatTime(item.start)}–{formatTime(item.end)} {item.title}{item.location ? ` · ${item.location}` : ''}</li>
        ))}
      </ol>
      <div className="day-plan__actions">
        <a className="button" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`} download={`tagesplan-${plan.date}.ics`}>{t('saved.download')}</a>
        <Link className="button button--ghost" to={paths.cart.href()}>{t('saved.cart')}</Link>
      </div>
    </section>
  );
}
