import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatMoney } from '../../../shared/i18n/money.ts';

interface DonationPromptProps {
  valueCents: number;
  currency: string;
  onAdd: () => void;
}

/** requirements/cart.md §2.1: a prompt linking to /donations and a button adding the fixed donation (requirements/cart.md §9). */
export function DonationPrompt({ valueCents, currency, onAdd }: DonationPromptProps) {
  const { t, i18n } = useTranslation('cart');
  return (
    <section className="cart-panel donation-prompt" aria-labelledby="cart-donation-title">
      <h2 id="cart-donation-title">{t('donation.title')}</h2>
      <p>{t('donation.prompt')}</p>
      <div className="cart-actions__row">
        <button type="button" className="button button--ghost" onClick={onAdd}>
          {t('donation.add', { value: formatMoney(valueCents, { language: i18n.language, currency }) })}
        </button>
        <Link to={paths.donations.href()}>{t('donation.link')}</Link>
      </div>
    </section>
  );
}
