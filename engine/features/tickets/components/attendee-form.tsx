import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attendeeErrors, type Attendee } from '../lib/attendee-values.ts';
import './attendee-form.css';

export interface AttendeeItem {
  index: number;
  title: string;
  attendees: Attendee[];
}

export interface AttendeeField {
  model: string;
  label: string;
  type: string;
}

interface AttendeeFormProps {
  items: AttendeeItem[];
  fields: AttendeeField[];
  onSubmit: (values: Record<number, Attendee[]>) => void;
}

/** requirements/tickets.md §2.7 shop.tickets.personalization: names per attendee, all required; focus goes to the first error. */
export function AttendeeForm({ items, fields, onSubmit }: AttendeeFormProps) {
  const { t } = useTranslation('tickets');
  const [values, setValues] = useState<Record<number, Attendee[]>>(() => Object.fromEntries(items.map((item) => [item.index, item.attendees])));
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const models = fields.map((field) => field.model);
  const change = (item: number, person: number, model: string, value: string) => {
    setValues((current) => ({ ...current, [item]: current[item]!.map((attendee, index) => (index === person ? { ...attendee, [model]: value } : attendee)) }));
    setErrors((current) => current.filter((key) => key !== `${item}.${person}.${model}`));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = attendeeErrors(values, models);
    setErrors(found);
    setAttempt((count) => count + 1);
    if (found.length === 0) onSubmit(values);
  };
  return (
    <form ref={form} className="attendee-form" onSubmit={submit} noValidate>
      {errors.length > 0 && <p className="selection-alert" role="alert">{t('personalization.errors')}</p>}
      {items.map((item) => (
        <section key={item.index} className="attendee-item" aria-labelledby={`attendee-item-${item.index}`}>
          <h2 id={`attendee-item-${item.index}`}>{item.title}</h2>
          {values[item.index]!.map((attendee, person) => (
            <fieldset key={person} className="attendee">
              <legend>{t('personalization.attendee', { number: person + 1, count: values[item.index]!.length })}</legend>
              {fields.map((field) => {
                const key = `${item.index}.${person}.${field.model}`;
                const invalid = errors.includes(key);
                return (
                  <div key={field.model} className="attendee__field">
                    <label htmlFor={`attendee-${key}`}>{field.label} <span aria-hidden="true">*</span></label>
                    <input id={`attendee-${key}`} type={field.type} required aria-invalid={invalid} aria-describedby={invalid ? `attendee-${key}-error` : undefined}
                      value={attendee[field.model] ?? ''} onChange={(event) => change(item.index, person, field.model, event.target.value)} />
                    {invalid && <span id={`attendee-${key}-error`} className="attendee__error">{t('personalization.required')}</span>}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </section>
      ))}
      <div className="ticket-form__footer"><button type="submit" className="button">{t('personalization.submit')}</button></div>
    </form>
  );
}
