import { useTranslation } from 'react-i18next';

/**
 * requirements/products-and-merchandise.md §2.2 'optional info texts': the keys ship empty; an operator's copy override
 * (translations layered from settings) fills them, and only then the paragraph appears.
 */
export function CouponsInfoText({ textKey }: { textKey: 'page.valueInfo' | 'page.ticketInfo' }) {
  const { t } = useTranslation('coupons');
  const text = t(textKey);
  return text.trim() ? <p className="coupons-info">{text}</p> : null;
}
