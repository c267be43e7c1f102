import { useTranslation } from 'react-i18next';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { annualOrderWalletOffer } from '../../../shared/wallet/wallet-offer.ts';
import { WalletLinks } from '../../../shared/wallet/wallet-links.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { SavedNotice } from '../components/saved-notice.tsx';
import { TicketSaleCard } from '../components/ticket-sale-card.tsx';
import { allPersonalised, allSent } from '../lib/slots.ts';
import { useAnnualOrder } from '../hooks/use-annual-order.ts';

/** The list (index route): every ticket sale of the order with its slots (requirements/annual-and-vip.md §4.1 'Annual personalisation'). */
function AnnualList() {
  const { t, i18n } = useTranslation('annual');
  const { token, order } = useAnnualOrder();
  const { apiBase } = useApiConfig();
  const wallets = useShop().config.wallets;
  const sent = allSent(order);
  return (
    <>
      <SavedNotice />
      {sent && <p className="annual-note" role="status">{t('list.allSent')}</p>}
      {!sent && allPersonalised(order) && <p className="annual-note" role="status">{t('list.allPersonalised')}</p>}
      {order.ticket_sales.map((sale) => <TicketSaleCard key={sale.id} token={token} sale={sale} />)}
      {/* One Google save link for the whole order (the Apple passes are per card, in the slot rows). */}
      <WalletLinks offer={annualOrderWalletOffer(order, order.ticket_sales, { apiBase, locale: i18n.language }, wallets)} />
    </>
  );
}

export { AnnualList as Component, RouteError as ErrorBoundary };
