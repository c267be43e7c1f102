import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isValidEmail } from '../../account/api/account.queries.ts';
import { FormAlert } from '../../account/components/form-alert.tsx';
import { useAccountForm } from '../../account/hooks/use-account-form.ts';
import '../../account/components/account-forms.css';
import type { AnnualOrder, Personalization, TicketSale } from '../api/annual.api.ts';
import { useSaveHolder } from '../api/annual.mutations.ts';
import { AddressChoice } from '../components/address-choice.tsx';
import { DateOfBirthField } from '../components/date-of-birth-field.tsx';
import { HolderMethodField } from '../components/holder-method-field.tsx';
import { OutcomeAlert } from '../components/outcome-alert.tsx';
import { PhotoField } from '../components/photo-field.tsx';
import type { SavedState } from '../components/saved-notice.tsx';
import { initialHolderValues, validateHolder } from '../lib/holder-form.ts';
import { photoError } from '../lib/photo-file.ts';
import { saveOutcome, type SaveOutcome } from '../lib/save-outcome.ts';
import { buyerHoldsOtherSlot, defaultHolderMethod, hasPhoto, isGuestBuyer, nextOpenSlot, submitLabel, type HolderMethod } from '../lib/slots.ts';
import { todayIn } from '../lib/start-date.ts';
import { NewUserFields } from './new-user-fields.tsx';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

interface HolderFormProps {
  token: string;
  order: AnnualOrder;
  sale: TicketSale;
  slot: Personalization;
}

/** requirements/annual-and-vip.md §4 detail: holder, address or holder data, date of birth and photo; saves per requirements/annual-and-vip.md §7. */
export function HolderForm({ token, order, sale, slot }: HolderFormProps) {
  const { t } = useTranslation('annual');
  const navigate = useNavigate();
  const save = useSaveHolder(token);
  const [initial] = useState(() => initialHolderValues(order, slot, defaultHolderMethod(order, sale, slot)));
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ kind: SaveOutcome; attempt: number } | null>(null);
  const form = useAccountForm({
    initial,
    validate: (values) => {
      const errors = validateHolder(values, new Date(), isValidEmail);
      const photo = photoError(file, sale.photo_mandatory === 'mandatory', hasPhoto(slot.photo_url));
      return photo ? { ...errors, file: photo } : errors;
    },
    onSubmit: async (values) => {
      setOutcome(null);
      try {
        await save.mutateAsync({ order, slot, method: values.holder as HolderMethod, values, initial, file });
      } catch (error) {
        const kind = saveOutcome(error);
        if (kind === 'fields') throw error;
        setOutcome((current) => ({ kind, attempt: (current?.attempt ?? 0) + 1 }));
        return;
      }
      const next = nextOpenSlot(order, slot.id);
      const state: SavedState = { savedStartAt: sale.start_at };
      void navigate(next ? paths.annualPersonalizationDetail.href(token, next.saleId, next.personalizationId) : paths.annualPersonalization.href(token), { state });
    },
  });
  const message = (name: string) => {
    const error = form.errorOf(name);
    if (!error) return null;
    return 'text' in error ? error.text : t(`errors.${error.key}`);
  };
  const method = form.values.holder as HolderMethod;
  const buyer = order.customer;
  const link = { orderToken: token, ticketSaleId: sale.id, personalizationId: slot.id };
  const pickFile = (next: File | null) => {
    setFile(next);
    form.touch('file');
  };
  const alertOutcome = outcome && outcome.kind !== 'holderTaken' ? outcome.kind : null;

  return (
    <form className="annual-form" onSubmit={form.submit} noValidate>
      <OutcomeAlert outcome={alertOutcome} attempt={outcome?.attempt ?? 0} />
      <FormAlert form={form} fallback={t('outcome.failure')} />
      <HolderMethodField
        value={method}
        onChange={(value) => form.set('holder', value)}
        showCurrentUser={!buyerHoldsOtherSlot(order, sale, slot.id)}
        buyerName={`${buyer.name} ${buyer.surname}`}
        error={outcome?.kind === 'holderTaken' ? t('outcome.holderTaken') : null}
        attempt={outcome?.attempt ?? 0}
      />
      {method === 'currentUser' ? (
        <>
          <AddressChoice
            addresses={buyer.addresses}
            value={String(form.values.customer_adress_id ?? '')}
            onChange={(value) => form.set('customer_adress_id', value)}
            onBlur={() => form.touch('customer_adress_id')}
            error={message('customer_adress_id')}
            link={link}
            guest={isGuestBuyer(order)}
          />
          <DateOfBirthField name="buyer_date_of_birth" value={String(form.values.buyer_date_of_birth ?? '')} max={todayIn(new Date())}
            onChange={(value) => form.set('buyer_date_of_birth', value)} onBlur={() => form.touch('buyer_date_of_birth')} error={message('buyer_date_of_birth')} />
        </>
      ) : (
        <>
          <NewUserFields form={form} />
          <DateOfBirthField name="date_of_birth" value={String(form.values.date_of_birth ?? '')} max={todayIn(new Date())}
            onChange={(value) => form.set('date_of_birth', value)} onBlur={() => form.touch('date_of_birth')} error={message('date_of_birth')} />
        </>
      )}
      <PhotoField onChange={pickFile} currentUrl={slot.photo_url} required={sale.photo_mandatory === 'mandatory'} error={message('file')} />
      <BusyButton type="submit" className="button" busy={save.isPending}>{t(`detail.submit.${submitLabel(order, slot)}`)}</BusyButton>
    </form>
  );
}
