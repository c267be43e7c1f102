import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

/**
 * requirements/accounts.md §2.2: after saving, a personalisation in progress (orderToken, ticketSaleId,
 * personalizationId) continues at its detail; otherwise the address list.
 */
export function useAfterAddressSave(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('orderToken');
  const sale = params.get('ticketSaleId');
  const personalization = params.get('personalizationId');
  return () => {
    if (token && sale && personalization) void navigate(`${paths.annualPersonalization.href(token)}/${encodeURIComponent(sale)}/${encodeURIComponent(personalization)}`);
    else void navigate(paths.addresses.href());
  };
}
