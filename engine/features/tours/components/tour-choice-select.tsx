import { useTranslation } from 'react-i18next';
import type { TourTerm } from '../api/tours.api.ts';
import './tours.css';

interface TourChoiceSelectProps {
  id: string;
  label: string;
  options: TourTerm[];
  value: number | null;
  required: boolean;
  error?: string;
  onChange: (id: number | null) => void;
}

/**
 * Language, age group or grade (requirements/tours.md §5.1 Tours): a placeholder only when several options exist and
 * one must be picked; a single option is preselected. A tour without options shows no field.
 */
export function TourChoiceSelect({ id, label, options, value, required, error, onChange }: TourChoiceSelectProps) {
  const { t } = useTranslation('tours');
  if (options.length === 0) return null;
  const errorId = `${id}-error`;
  return (
    <div className="tour-field">
      <label htmlFor={id} className="tour-field__label">
        {label}
        {required && <span className="tour-field__required" title={t('form.required')}> *</span>}
      </label>
      <select
        id={id} className="tour-field__select" value={value ?? ''} required={required}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        {options.length > 1 && <option value="">{t('form.choose')}</option>}
        {options.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
      </select>
      {error && <p id={errorId} className="tour-field__error">{error}</p>}
    </div>
  );
}
