import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyMember } from '../lib/party.types.ts';
import './party.css';

export interface PartyDraft {
  adults: number;
  reduced: number;
  /** One age per child. */
  children: number[];
}

/** The party's members as the solver reads them. */
export const membersOf = (draft: PartyDraft): PartyMember[] => [
  ...Array.from({ length: draft.adults }, (): PartyMember => ({ kind: 'adult' })),
  ...Array.from({ length: draft.reduced }, (): PartyMember => ({ kind: 'reduced' })),
  ...draft.children.map((age): PartyMember => ({ kind: 'child', age })),
];

/** Issue 18: the calculator is exact up to twelve people. */
export const MAX_PARTY = 12;

function Count({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="party-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" inputMode="numeric" min={0} max={max} value={value}
        onChange={(event) => onChange(Math.max(0, Math.min(max, Number(event.target.value) || 0)))} />
    </div>
  );
}

/** Who comes: adults, reduced (students …) and children with their ages, twelve people at most. */
export function PartyMembersForm({ draft, onChange }: { draft: PartyDraft; onChange: (draft: PartyDraft) => void }) {
  const { t } = useTranslation('party');
  const size = draft.adults + draft.reduced + draft.children.length;
  const room = (own: number) => MAX_PARTY - size + own;
  const setChildren = (count: number) => onChange({ ...draft, children: Array.from({ length: count }, (_, i) => draft.children[i] ?? 8) });
  return (
    <fieldset className="party-members">
      <legend>{t('members.legend')}</legend>
      <Count label={t('members.adults')} value={draft.adults} max={room(draft.adults)} onChange={(adults) => onChange({ ...draft, adults })} />
      <Count label={t('members.reduced')} value={draft.reduced} max={room(draft.reduced)} onChange={(reduced) => onChange({ ...draft, reduced })} />
      <Count label={t('members.children')} value={draft.children.length} max={room(draft.children.length)} onChange={setChildren} />
      {draft.children.map((age, index) => (
        <Count key={index} label={t('members.childAge', { number: index + 1 })} value={age} max={17}
          onChange={(next) => onChange({ ...draft, children: draft.children.map((old, i) => (i === index ? next : old)) })} />
      ))}
      <p className="party-hint">{t('members.limit', { count: MAX_PARTY })}</p>
    </fieldset>
  );
}
