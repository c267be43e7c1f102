import { useTranslation } from 'react-i18next';
import type { WalletOffer } from './wallet-offer.ts';
import './wallet-links.css';

/**
 * "Add to Apple Wallet" per admission unit and "Save to Google Wallet" per order, beside the PDF
 * links (issue 17); before payment a note that the passes follow. Plain links: the server answers
 * a .pkpass (opened by Wallet on iOS) or redirects to Google. The texts sit with checkout's: the
 * common namespace ships in every language with the first screen, a feature's only in German.
 */
export function WalletLinks({ offer, title }: { offer: WalletOffer; title?: string }) {
  const { t } = useTranslation('checkout');
  if (!offer) return null;
  if (offer.kind === 'unpaid') return <p className="wallet-links wallet-links--pending">{t('wallet.unpaid')}</p>;
  return (
    <div className="wallet-links">
      {offer.apple.map((link) => (
        <a key={link.url} className="button button--ghost button--small" href={link.url} download>
          {/* "(1/2)": which of the line's tickets; a count, not words, so one key serves both. */}
          {t('wallet.apple', { title: link.units > 1 ? `${title ?? ''} (${link.unit}/${link.units})` : title })}
        </a>
      ))}
      {offer.google && <a className="button button--ghost button--small" href={offer.google} rel="noopener">{t('wallet.google')}</a>}
    </div>
  );
}
