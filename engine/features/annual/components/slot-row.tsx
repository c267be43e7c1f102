import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { annualWalletOffer } from '../../../shared/wallet/wallet-offer.ts';
import { WalletLinks } from '../../../shared/wallet/wallet-links.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { Personalization, TicketSale } from '../api/annual.api.ts';
import { useAnnualOrder } from '../hooks/use-annual-order.ts';
import { isEditable, isPersonalised } from '../lib/slots.ts';
import { SlotPhoto } from './slot-photo.tsx';

interface SlotRowProps {
  token: string;
  sale: TicketSale;
  slot: Personalization;
  number: number;
}

/**
 * One slot: holder and photo, 'personalise' (empty) or 'edit' while the sale may change (requirements/annual-and-vip.md §4),
 * and the card's wallet pass once the slot is ready (issue 17).
 */
export function SlotRow({ token, sale, slot, number }: SlotRowProps) {
  const { t, i18n } = useTranslation('annual');
  const { order } = useAnnualOrder();
  const { apiBase } = useApiConfig();
  const wallets = useShop().config.wallets;
  const name = slot.customer ? `${slot.customer.name} ${slot.customer.surname}` : null;
  const action = isPersonalised(slot) ? 'edit' : 'personalize';
  return (
    <li className="annual-slot">
      <span className="annual-slot__number">{t('list.slot', { number })}</span>
      <span className="annual-slot__holder">{name ?? t('list.empty')}</span>
      <SlotPhoto url={slot.photo_url} alt={t('list.photoAlt', { name: name ?? '' })} />
      {isEditable(sale) && (
        <Link
          className={`button button--small${action === 'edit' ? ' button--ghost' : ''}`}
          to={paths.annualPersonalizationDetail.href(token, sale.id, slot.id)}
          aria-label={t(`list.${action}Slot`, { number, title: sale.title })}
        >
          {t(`list.${action}`)}
        </Link>
      )}
      <WalletLinks offer={annualWalletOffer(order, sale, number, { apiBase, locale: i18n.language }, wallets)} title={sale.title} />
    </li>
  );
}
