import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../account/components/form-alert.tsx';
import { TextField } from '../../account/components/text-field.tsx';
import { useAccountForm } from '../../account/hooks/use-account-form.ts';
import type { Customer } from '../../account/api/account.queries.ts';
import { useRedeemVipCode } from '../api/vip.mutations.ts';
import '../../account/components/account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/**
 * The code input and 'continue' (requirements/annual-and-vip.md §5.2 VIP 'The code is required'). Any refusal shows
 * vip.code.error (requirements/annual-and-vip.md §8): whether a code exists, expired or is used up is not told apart.
 */
export function VipCodeForm({ customer }: { customer: Pick<Customer, 'id' | 'email'> }) {
  const { t } = useTranslation('vip');
  const redeem = useRedeemVipCode();
  const form = useAccountForm({
    initial: { code: '' },
    validate: (values): Record<string, string> => (String(values.code ?? '').trim() ? {} : { code: 'codeRequire' }),
    onSubmit: (values) => redeem.mutateAsync({ code: String(values.code), customer }),
  });
  return (
    <form className="account-form" onSubmit={form.submit} noValidate>
      <FormAlert form={form} fallback={t('code.error')} override={t('code.error')} />
      <TextField form={form} name="code" label={t('code.label')} autoComplete="off" required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={redeem.isPending}>{t('code.continue')}</BusyButton>
      </div>
    </form>
  );
}
