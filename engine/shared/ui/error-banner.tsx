import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import './error-banner.css';

interface ErrorBannerProps {
  error: unknown;
  /** Without it the banner has no close button. */
  onClose?: () => void;
}

/**
 * The generic error banner (requirements/frame-and-routing.md §2.7): title, message and a collapsible block with the HTTP
 * status, status text and response data. Focus moves to it so screen-reader users learn of the failure.
 */
export function ErrorBanner({ error, onClose }: ErrorBannerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  useEffect(() => ref.current?.focus(), []);
  const status = isApiError(error) ? error.status : undefined;
  const statusText = isApiError(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  const data = isApiError(error) ? error.data : undefined;

  return (
    <div className="error-banner" role="alert" tabIndex={-1} ref={ref}>
      <div className="error-banner__head">
        <strong className="error-banner__title">{t('header.error.title')}</strong>
        {onClose && (
          <button type="button" className="error-banner__close" onClick={onClose} aria-label={t('header.error.close')}>
            ×
          </button>
        )}
      </div>
      <p>{t('header.error.message')}</p>
      <button type="button" className="link-button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        {open ? t('header.error.hideDetails') : t('header.error.showDetails')}
      </button>
      <dl id={detailsId} className="error-banner__details" hidden={!open}>
        <dt>{t('header.error.status')}</dt>
        <dd>{status ?? '–'}</dd>
        <dt>{t('header.error.statusText')}</dt>
        <dd>{statusText || '–'}</dd>
        <dt>{t('header.error.data')}</dt>
        <dd>
          <pre>{data === undefined ? '–' : JSON.stringify(data, null, 2)}</pre>
        </dd>
      </dl>
    </div>
  );
}
