import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsCheckbox } from '../../cart/components/terms-checkbox.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { AttendeeForm } from '../../tickets/components/attendee-form.tsx';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import { attendeeFieldNames } from '../../tickets/api/tickets.queries.ts';
import { OverviewTable } from '../components/overview-table.tsx';
import { attendeesComplete } from '../lib/one-pager-steps.ts';
import type { OnePagerRow } from '../lib/one-pager-ticket.ts';
import { useOnePagerCheckout } from './use-one-pager-checkout.ts';

type Attendees = Record<number, Record<string, string>[]>;

/**
 * Step 3 and 4 (spec browsing §1, §2 'One-pager'): the overview with total and VAT, the names of the
 * persons for tickets that require attendees, the terms checkbox, then checkout.
 */
export function OverviewStep({ rows }: { rows: OnePagerRow[] }) {
  const { t } = useTranslation('one-pager');
  const { t: tickets } = useTranslation('tickets');
  const shop = useShop();
  const [attendees, setAttendees] = useState<Attendees>({});
  const [terms, setTerms] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { checkout, pending, error } = useOnePagerCheckout();
  const chosen = rows.filter((row) => row.quantity > 0);
  const configured = shop.settings.tickets.attendeeFields;
  const models = attendeeFieldNames(configured);
  const fields = models.map((model) => {
    const field = configured.find((candidate) => candidate.model === model);
    return { model, type: field?.type ?? 'text', label: tickets(`personalization.fields.${field?.name ?? model}`) || field?.name || model };
  });
  const needing = chosen.filter((row) => row.ticket.attendees === 'required');
  const missing = needing.some((row) => !attendeesComplete(attendees[row.ticket.id], row.quantity, models));
  const items = needing.map((row) => ({
    index: row.ticket.id, title: row.ticket.title ?? '',
    attendees: Array.from({ length: row.quantity }, (_, person) => Object.fromEntries(models.map((model) => [model, attendees[row.ticket.id]?.[person]?.[model] ?? '']))),
  }));
  const start = () => {
    setAttempt((count) => count + 1);
    if (!missing && terms && chosen.length > 0) checkout({ rows: chosen, attendees });
  };
  return (
    <>
      <OverviewTable rows={chosen} currency={shop.currency.code} vatExempt={shop.settings.onePager.showVatExemptNote} />
      {needing.length > 0 && (
        <section className="one-pager-attendees" aria-labelledby="one-pager-attendees">
          <h3 id="one-pager-attendees">{t('overview.attendees')}</h3>
          <p>{t('overview.attendeesHint')}</p>
          <AttendeeForm key={needing.map((row) => `${row.ticket.id}x${row.quantity}`).join()} items={items} fields={fields} onSubmit={setAttendees} />
          {!missing && <p role="status">{t('overview.attendeesSaved')}</p>}
        </section>
      )}
      <TermsCheckbox checked={terms} invalid={attempt > 0 && !terms} onChange={setTerms} />
      {attempt > 0 && missing && <SelectionAlert key={attempt} message={t('overview.attendeesMissing')} />}
      {error && <SelectionAlert message={error} />}
      <div className="ticket-form__footer">
        <button type="button" className="button" disabled={pending} aria-busy={pending} onClick={start}>
          {pending ? t('overview.pending') : t('overview.checkout')}
        </button>
      </div>
    </>
  );
}
