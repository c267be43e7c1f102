import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { donationCents, PRESET_EUROS } from '../lib/donation-amount.ts';
import './donations.css';

export interface Campaign {
  id: number;
  name: string;
}

interface DonationFormProps {
  campaigns: Campaign[];
  currency: string;
  onAdd: (donation: { campaign_id: number; value: number }) => void;
  onSkip: () => void;
}

/** Campaign, preset or free amount (whole euros), add or skip (requirements/cart.md §2.5). */
export function DonationForm({ campaigns, currency, onAdd, onSkip }: DonationFormProps) {
  const { t, i18n } = useTranslation('donations');
  const [campaignId, setCampaignId] = useState(campaigns[0]?.id ?? 0);
  const [choice, setChoice] = useState<number | 'other' | null>(null);
  const [free, setFree] = useState('');
  const [error, setError] = useState<string | null>(null);
  const freeRef = useRef<HTMLInputElement>(null);
  const ids = { campaign: useId(), free: useId(), error: useId() };
  const money = (euros: number) => formatMoney(euros * 100, { language: i18n.language, currency });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = donationCents(choice, free);
    if (value === null) {
      setError(choice === 'other' ? t('errors.wholeEuros') : t('errors.chooseAmount'));
      if (choice === 'other') freeRef.current?.focus();
      return;
    }
    onAdd({ campaign_id: campaignId, value });
  };

  return (
    <form className="donation-form" onSubmit={submit} noValidate>
      {campaigns.length > 1 && (
        <div className="donation-form__field">
          <label htmlFor={ids.campaign}>{t('campaign')}</label>
          <select id={ids.campaign} value={campaignId} onChange={(event) => setCampaignId(Number(event.target.value))}>
            {campaigns.map((campaign) => <option key={campaign.id} value={campaign.id}>{campaign.name}</option>)}
          </select>
        </div>
      )}
      <fieldset className="donation-form__amounts" aria-describedby={error ? ids.error : undefined}>
        <legend>{t('amount')}</legend>
        {PRESET_EUROS.map((euros) => (
          <label key={euros} className="donation-form__preset">
            <input type="radio" name="donation-amount" checked={choice === euros} onChange={() => { setChoice(euros); setError(null); }} />
            {money(euros)}
          </label>
        ))}
        <label className="donation-form__preset">
          <input type="radio" name="donation-amount" checked={choice === 'other'} onChange={() => { setChoice('other'); setError(null); }} />
          {t('other')}
        </label>
        {choice === 'other' && (
          <span className="donation-form__free">
            <label htmlFor={ids.free}>{t('freeAmount')}</label>
            <input id={ids.free} ref={freeRef} inputMode="numeric" value={free} aria-invalid={!!error} onChange={(event) => setFree(event.target.value)} />
          </span>
        )}
      </fieldset>
      {error && <p id={ids.error} className="donation-form__error" role="alert">{error}</p>}
      <div className="donation-form__actions">
        <button type="submit" className="button">{t('add')}</button>
        <button type="button" className="button button--ghost" onClick={onSkip}>{t('skip')}</button>
      </div>
    </form>
  );
}
