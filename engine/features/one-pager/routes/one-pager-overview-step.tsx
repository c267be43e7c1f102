import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsCheckbox } from '../../cart/components/terms-checkbox.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import { AttendeeFields } from '../components/attendee-fields.tsx';
import { OverviewTable } from '../components/overview-table.tsx';
import { PaymentIcons } from '../components/payment-icons.tsx';
import { attendeeProblems, attendeesForCart, type OnePagerAttendees } from '../lib/one-pager-attendees.ts';
import type { OnePagerRow } from '../lib/one-pager-row.ts';
import { paymentIcons } from '../lib/payment-icons.ts';
import { useOnePagerCheckout } from '../hooks/use-one-pager-checkout.ts';
import { isValidEmail } from '../../account/api/account.queries.ts';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/**
 * Step 3 and 4 (requirements/one-pager.md §1, requirements/one-pager.md §2.1 'One-pager'): the overview with total and VAT, the names of
 * the persons on every ticket, the payment methods, the terms checkbox, then checkout.
 */
export function OverviewStep({ rows }: { rows: OnePagerRow[] }) {
  const { t } = useTranslation('one-pager');
  const shop = useShop();
  const [attendees, setAttendees] = useState<OnePagerAttendees>({});
  const [terms, setTerms] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const { checkout, pending, error } = useOnePagerCheckout();
  const chosen = rows.filter((row) => row.quantity > 0);
  const problems = attendeeProblems(chosen, attendees, isValidEmail);
  const missing = Object.keys(problems).length > 0;
  // Accessible forms: after a failed attempt the first invalid field takes focus.
  useEffect(() => {
    if (attempt) container.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const change = (ticketId: number, index: number, field: string, value: string) => setAttendees((current) => {
    const list = [...(current[ticketId] ?? [])];
    list[index] = { ...list[index], [field]: value };
    return { ...current, [ticketId]: list };
  });
  const start = () => {
    setAttempt((count) => count + 1);
    if (missing || !terms || chosen.length === 0) return;
    checkout({ rows: chosen, attendees: Object.fromEntries(chosen.map((row) => [row.ticket.id, attendeesForCart(row, attendees)])) });
  };
  return (
    <div ref={container}>
      <OverviewTable rows={chosen} currency={shop.currency.code} vatExempt={shop.settings.onePager.showVatExemptNote} />
      {chosen.length > 0 && (
        <section className="one-pager-attendees" aria-labelledby="one-pager-attendees">
          <h3 id="one-pager-attendees">{t('overview.attendees')}</h3>
          <p>{t('overview.attendeesHint')}</p>
          <AttendeeFields lines={chosen} attendees={attendees} problems={attempt > 0 ? problems : {}} onChange={change} />
        </section>
      )}
      <PaymentIcons icons={paymentIcons(shop.settings.checkout.paymentModes)} />
      <TermsCheckbox checked={terms} invalid={attempt > 0 && !terms} onChange={setTerms} />
      {/* Announced, not focused: the focus goes to the first gap itself. */}
      {attempt > 0 && missing && <p className="selection-alert" role="alert">{t('overview.attendeesMissing')}</p>}
      {error && <SelectionAlert message={error} />}
      <div className="ticket-form__footer">
        <BusyButton type="button" className="button" busy={pending} onClick={start}>
          {pending ? t('overview.pending') : t('overview.checkout')}
        </BusyButton>
      </div>
    </div>
  );
}
