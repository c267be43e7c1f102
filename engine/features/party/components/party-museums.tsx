import { useTranslation } from 'react-i18next';
import './party.css';

/** Which museums the party visits; every member needs an admission to each. */
export function PartyMuseums({ museums, selected, onChange }: { museums: { id: number; title: string | null }[]; selected: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('party');
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id].sort((a, b) => a - b) : selected.filter((other) => other !== id));
  return (
    <fieldset className="party-museums">
      <legend>{t('museums.legend')}</legend>
      {museums.map((museum) => (
        <label key={museum.id} className="party-field">
          <span><input type="checkbox" checked={selected.includes(museum.id)} onChange={(event) => toggle(museum.id, event.target.checked)} /> {museum.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
