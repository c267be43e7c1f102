import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/i18n/dates.ts';
import { offerGroups, type OfferGroup } from '../lib/offer-groups.ts';
import type { PlanOffer } from '../lib/plan-rules.ts';
import './day-plan.css';

export interface PlanOfferListProps {
  /** Offers that fit after the entry (fittingOffers). */
  offers: PlanOffer[];
  chosen: PlanOffer[];
  walkingMinutes: number;
  museumName: (id: number | null) => string | null;
  onToggle: (offer: PlanOffer) => void;
}

const span = (offer: PlanOffer) => `${formatTime(offer.start)}–${formatTime(offer.end)}`;

/** The day's tours and events as checkboxes; a tour offers its fitting starts in a select, clashing rows say with what. */
export function PlanOfferList({ offers, chosen, walkingMinutes, museumName, onToggle }: PlanOfferListProps) {
  const { t } = useTranslation('day-planner');
  if (offers.length === 0) return <p className="empty-state">{t('offers.none')}</p>;
  return (
    <ul className="day-plan__offers">
      {offerGroups(offers, chosen, walkingMinutes).map((group) => <OfferRow key={group.key} group={group} museumName={museumName} onToggle={onToggle} />)}
    </ul>
  );
}

function OfferRow({ group, museumName, onToggle }: { group: OfferGroup; museumName: PlanOfferListProps['museumName']; onToggle: (offer: PlanOffer) => void }) {
  const { t } = useTranslation('day-planner');
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const shown = group.chosen ?? group.open.find((offer) => offer.key === picked) ?? group.open[0] ?? group.starts[0]!;
  const museum = museumName(shown.museumId);
  const disabled = !group.chosen && group.open.length === 0;
  const choose = (key: string) => {
    setPicked(key);
    const offer = group.open.find((candidate) => candidate.key === key);
    // A chosen tour moves to the new start; an unchosen one only remembers it for the checkbox.
    if (group.chosen && offer) onToggle(offer);
  };
  return (
    <li className={`day-plan__offer${disabled ? ' day-plan__offer--clash' : ''}`}>
      <input type="checkbox" id={`${id}-check`} checked={!!group.chosen} disabled={disabled} aria-describedby={group.clash ? `${id}-clash` : undefined} onChange={() => onToggle(shown)} />
      <label htmlFor={`${id}-check`}>
        <span className="day-plan__kind">{t(`offers.${shown.kind}`)}</span> <strong>{shown.title}</strong>{' '}
        <span className="day-plan__when">{span(shown)}{museum ? ` · ${museum}` : ''}</span>
      </label>
      {group.starts.length > 1 && group.open.length > 1 && (
        <select aria-label={`${t('offers.start')}: ${shown.title}`} value={shown.key} onChange={(event) => choose(event.target.value)}>
          {group.open.map((offer) => <option key={offer.key} value={offer.key}>{span(offer)}</option>)}
        </select>
      )}
      {group.clash && <p id={`${id}-clash`} className="day-plan__clash">{t('offers.clash', { title: group.clash.title })}</p>}
    </li>
  );
}
