import { useTranslation } from 'react-i18next';

/** requirements/payment.md §2.2 express section: pays with the wallet straight away (checksum flow, requirements/payment.md §7.1). */
export function ExpressPayment({ onExpress }: { onExpress: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <section className="cart-panel express-payment" aria-labelledby="cart-express-title">
      <h2 id="cart-express-title">{t('express.title')}</h2>
      <button type="button" className="button payment-icon--paypal-button" onClick={onExpress}>{t('express.button')}</button>
    </section>
  );
}
