import { useTranslation } from 'react-i18next';
import { attendeeFieldsOf, attendeeList, type AttendeeLine, type AttendeeProblem, type OnePagerAttendees } from '../lib/one-pager-attendees.ts';

interface AttendeeFieldsProps {
  lines: AttendeeLine[];
  attendees: OnePagerAttendees;
  /** Problems shown after a checkout attempt, keyed `${ticketId}.${attendee}.${field}`. */
  problems: Record<string, AttendeeProblem>;
  onChange: (ticketId: number, index: number, field: string, value: string) => void;
}

const TYPES: Record<string, string> = { email: 'email' };

/**
 * requirements/one-pager.md §1.1 step 3 and requirements/one-pager.md §5.1 'One-pager': one form per ticket unit with name, surname and
 * e-mail (none for children). Part of the checkout form, so one button validates everything.
 */
export function AttendeeFields({ lines, attendees, problems, onChange }: AttendeeFieldsProps) {
  const { t } = useTranslation('one-pager');
  return lines.map(({ ticket, quantity }) => {
    const fields = attendeeFieldsOf(ticket);
    return (
      <section key={ticket.id} aria-labelledby={`one-pager-attendees-${ticket.id}`}>
        <h4 id={`one-pager-attendees-${ticket.id}`}>{ticket.title}</h4>
        {attendeeList(attendees[ticket.id], quantity, fields).map((person, index) => (
          <fieldset key={index} className="one-pager-attendee">
            <legend>{t('attendees.person', { number: index + 1, count: quantity })}</legend>
            {fields.map((field) => {
              const key = `${ticket.id}.${index}.${field}`;
              const id = `one-pager-attendee-${ticket.id}-${index}-${field}`;
              const problem = problems[key];
              return (
                <div key={field} className="one-pager-attendee__field">
                  <label htmlFor={id}>{t(`attendees.fields.${field}`)} <span aria-hidden="true">*</span></label>
                  <input id={id} type={TYPES[field] ?? 'text'} required value={person[field]} aria-invalid={!!problem}
                    aria-describedby={problem ? `${id}-error` : undefined} onChange={(event) => onChange(ticket.id, index, field, event.target.value)} />
                  {problem && <span id={`${id}-error`} className="one-pager-attendee__error">{t(`attendees.errors.${problem}`)}</span>}
                </div>
              );
            })}
          </fieldset>
        ))}
      </section>
    );
  });
}
