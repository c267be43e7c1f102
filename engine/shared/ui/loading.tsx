import { useTranslation } from 'react-i18next';

/** A polite busy indicator; it says what it is for screen readers instead of only spinning. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
