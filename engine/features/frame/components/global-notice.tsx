import { useTranslation } from 'react-i18next';
import { useShop } from '../../shop/api/shop.queries.ts';
import { isNoticeCurrent } from '../lib/notice-window.ts';

/**
 * The operator's notice (frame:notice.header/body); shown only when a translation exists and today
 * lies in its period (settings general.notice), so a holiday notice ends with its holiday.
 */
export function GlobalNotice() {
  const { t } = useTranslation('frame');
  const shop = useShop();
  const header = t('notice.header');
  const body = t('notice.body');
  // Today as the booking screens read it (new Date() per render); the period ends at the shop's midnight.
  if ((!header.trim() && !body.trim()) || !isNoticeCurrent(shop.settings.general.notice, new Date(), shop.timezone)) return null;
  return (
    <section className="global-notice" aria-label={header || undefined}>
      {header && <strong className="global-notice__header">{header}</strong>}
      {body && <p className="global-notice__body">{body}</p>}
    </section>
  );
}
