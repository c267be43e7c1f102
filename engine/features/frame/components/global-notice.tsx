import { useTranslation } from 'react-i18next';
import { isNoticeCurrent, type NoticeWindow } from '../lib/notice-window.ts';

/**
 * The operator's notice (frame:notice.header/body); shown only when a translation exists and today
 * lies in its period (settings general.notice, passed by the header), so a holiday notice ends with
 * its holiday.
 */
export function GlobalNotice({ window }: { window: NoticeWindow }) {
  const { t } = useTranslation('frame');
  const header = t('notice.header');
  const body = t('notice.body');
  // The clock read per render, as the booking screens read today.
  if ((!header.trim() && !body.trim()) || !isNoticeCurrent(window, new Date().getTime())) return null;
  return (
    <section className="global-notice" aria-label={header || undefined}>
      {header && <strong className="global-notice__header">{header}</strong>}
      {body && <p className="global-notice__body">{body}</p>}
    </section>
  );
}
