import { useTranslation } from 'react-i18next';

/** The operator's notice (frame:notice.header/body); shown only when a translation exists. */
export function GlobalNotice() {
  const { t } = useTranslation('frame');
  const header = t('notice.header');
  const body = t('notice.body');
  if (!header.trim() && !body.trim()) return null;
  return (
    <section className="global-notice" aria-label={header || undefined}>
      {header && <strong className="global-notice__header">{header}</strong>}
      {body && <p className="global-notice__body">{body}</p>}
    </section>
  );
}
